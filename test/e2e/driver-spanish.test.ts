import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud-context.ts';
import { api } from '../support/tokens.ts';
import { chromiumPerFile, demoSignIn, PHONE } from './pages/browser.ts';
import { CHAT_SCREENS, deleteChatScreensRoom } from './pages/chat-spanish.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { FORMS_LINK_SCREENS, FORMS_SCREENS } from './pages/forms-spanish.ts';
import { LoginPage } from './pages/login-page.ts';
import { PAY_SCREENS, preparePayScreens } from './pages/pay-spanish.ts';
import { TIMECARD_SCREENS } from './pages/timecard-spanish.ts';
import { englishOnPage, layoutWidth } from './pages/untranslated.ts';

// The phone goes offline: the app's service worker must be installed.
const chromiumSession = chromiumPerFile({ serviceWorkers: 'allow' });
let page: Page;

/**
 * The driver screens in Spanish, each with what shows it is loaded. Phase 2 adds the Drive, Timecard,
 * pre-trip, forms and pay screens here as they move to the catalogue.
 */
const DRIVER_SCREENS: { path: string; ready: string; open?: (page: Page) => Promise<void>; leave?: (page: Page) => Promise<void> }[] = [
  { path: '/tractor-documents', ready: 'Mis documentos' },
  { path: '/driver-profile', ready: 'Idioma' },
  { path: '/driver-schedule', ready: 'Crear un enlace a este horario' },
  ...CHAT_SCREENS,
  ...TIMECARD_SCREENS,
  ...FORMS_SCREENS,
  ...PAY_SCREENS,
];

/** The signed-link pages a visitor opens from a link, in his phone's language. */
const LINK_SCREENS: { path: string; ready: string }[] = [
  { path: '/driver-schedule', ready: 'Inicie sesión para ver su horario' },
  { path: '/driver-paydoc', ready: 'Esta página abre un recibo de pago' },
  { path: '/report-link', ready: 'Un reporte programado se abre' },
  ...FORMS_LINK_SCREENS,
];

async function expectSpanishFitting(path: string): Promise<void> {
  expect({ path, english: await englishOnPage(page) }).toEqual({ path, english: [] });
  expect({ path, width: await layoutWidth(page) }).toEqual({ path, width: expect.toSatisfy((w: number) => w <= PHONE.width) });
}

// Jake's pay week is calculated before the walk, which has its own time limit.
beforeAll(preparePayScreens, 180_000);

afterAll(async () => {
  await deleteChatScreensRoom();
  // Jake reads English in the other tests.
  await api('PUT', '/me/language', { as: demoSignIn(8).email, body: { language: 'en' } });
});

describe('driver screens in Spanish on a 390 px phone', () => {
  it('switches to Spanish when the driver chooses Español in his profile, keeps it at his next sign-in, and no screen shows English or overflows', async () => {
    const driver = demoSignIn(8);
    page = await chromiumSession.open(PHONE);
    await new LoginPage(page).signIn(driver.email, driver.password);
    await new DriverShell(page).waitUntilShown();
    await page.getByRole('navigation', { name: 'Driver menu' }).getByRole('button', { name: 'More' }).click();
    await page.getByRole('menuitem', { name: 'My profile' }).click();
    await page.waitForURL((url) => url.pathname === '/driver-profile');
    await page.getByText('Español', { exact: true }).click();
    await page.getByText('Guardado. Sus pantallas ahora están en español.').waitFor();
    await page.getByRole('navigation', { name: 'Menú del chofer' }).waitFor();
    expect(await page.evaluate('document.documentElement.lang')).toBe('es');

    // A new sign-in on an English phone: the saved choice wins over the phone's language.
    await page.context().close();
    page = await chromiumSession.open(PHONE);
    await new LoginPage(page).signIn(driver.email, driver.password);
    const bar = page.getByRole('navigation', { name: 'Menú del chofer' });
    await bar.waitFor();
    expect(await bar.textContent()).toContain('Más');
    for (const screen of DRIVER_SCREENS) {
      await page.goto(screen.path);
      await screen.open?.(page);
      await page.getByText(screen.ready).first().waitFor();
      await page.locator('.fd-driver-top__greeting', { hasText: 'Hola' }).waitFor();
      await expectSpanishFitting(`${screen.path} (${screen.ready})`);
      await screen.leave?.(page);
    }
    await bar.getByRole('button', { name: 'Más' }).click();
    await page.getByRole('menu', { name: 'Más' }).waitFor();
    await expectSpanishFitting('More menu');
  }, 300_000);

  it('shows the signed-link pages in the phone’s language to a visitor who is not signed in', async () => {
    const browser = (await chromiumSession.open(PHONE)).context().browser()!;
    // A phone set to Mexican Spanish: navigator.language is es-MX.
    const context = await browser.newContext({ viewport: PHONE, locale: 'es-MX', baseURL: cloud().baseUrl });
    page = await context.newPage();
    try {
      for (const screen of LINK_SCREENS) {
        await page.goto(screen.path);
        await page.getByText(screen.ready).first().waitFor();
        await expectSpanishFitting(screen.path);
      }
    } finally {
      await context.close();
    }
  });
});
