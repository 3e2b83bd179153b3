import type { Page } from 'playwright-core';
import { JAKES_PAY_WEEK, jakesWeekWithDeduction } from '../../support/jakes-pay-week.ts';

/**
 * The driver's pay in Spanish, for test/e2e/driver-spanish.test.ts: the Drive page's latest pay, the pay
 * list, and a pay document with trips and a deduction (his newest week: preparePayScreens first).
 */
/** Jake's newest pay week, made if it is not yet (the sample statement and a fuel advance). */
export async function preparePayScreens(): Promise<void> {
  await jakesWeekWithDeduction();
}

export const PAY_SCREENS: { path: string; ready: string; open: (page: Page) => Promise<void> }[] = [
  {
    path: '/driver-dashboard',
    ready: 'Todos los recibos',
    open: async (page) => {
      await page.goto('/driver-dashboard');
      await page.getByRole('link', { name: /^Abrir su último recibo de pago: Pagado el / }).waitFor();
    },
  },
  {
    path: '/driver-documents',
    ready: 'Sus últimos 12 recibos de pago',
    open: async (page) => {
      await page.getByRole('list', { name: 'Mi pago' }).getByRole('link').first().waitFor();
    },
  },
  {
    path: `/driver-documents?run=${JAKES_PAY_WEEK}`,
    ready: 'Deducción: Fuel advance',
    open: async (page) => {
      await page.getByTestId('paydoc-earnings').getByText(/^Viaje \d+ · /).first().waitFor();
      await page.getByText('Total de deducciones').waitFor();
    },
  },
];
