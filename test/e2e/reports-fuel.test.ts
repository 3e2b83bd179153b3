import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '#shared/statement/csv';
import { AdminShell } from './pages/admin-shell.ts';
import { chromiumPerFile, demoSignIn } from './pages/browser.ts';
import { signInAs } from './pages/kept-session.ts';

const chromiumSession = chromiumPerFile();
let page: Page;

async function signIn(role: number): Promise<void> {
  const user = demoSignIn(role);
  page = await chromiumSession.open();
  await signInAs(page, user);
  await new AdminShell(page).waitUntilShown();
}

const number = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));

describe('IFTA and fuel cards in Chromium', () => {
  it('shows dispatch the quarter with jurisdictions whose miles add up, and downloads its CSV', async () => {
    await signIn(3);
    await page.goto('/reporting-tools?reportName=ifta-report');
    await page.getByRole('heading', { name: 'IFTA', level: 2 }).waitFor();
    const table = page.getByRole('table', { name: 'IFTA jurisdictions' });
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(1);
    await page.getByText('Fleet MPG', { exact: true }).waitFor();
    // It says what it measures, since the dashboard shows the pay week's under the same name.
    expect(await page.getByTestId('ifta-mpg-description').textContent()).toBe('The quarter’s miles ÷ gallons bought');
    const miles = (await table.locator('tbody tr td:nth-child(2)').allTextContents()).map(number);
    const total = Math.round(miles.reduce((s, m) => s + m * 10, 0)) / 10;
    await page.getByText(`Total: Miles ${total.toLocaleString('en-US', { maximumFractionDigits: 1 })}`).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Quarter CSV (by tractor and day)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^IFTA-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = parseCsv(await readFile((await download.path())!, 'utf8'));
    expect(header).toEqual(['Tractor', 'Date', 'Jurisdiction', 'Miles', 'Gallons Bought']);
    expect(rows.length).toBeGreaterThan(10);
  });

  it('shows the month\'s card purchases with flags and totals of the rows', async () => {
    await signIn(3);
    await page.goto('/reporting-tools?reportName=admin-wex-tools');
    await page.getByRole('heading', { name: 'Fuel cards (WEX)', level: 2 }).waitFor();
    const table = page.getByRole('table', { name: /^Fuel cards \(WEX\) / });
    await table.waitFor();
    await page.getByRole('button', { name: 'Unapproved vendor' }).click();
    const amounts = (await table.locator('tbody tr td:nth-child(7)').allTextContents()).map(number);
    const sum = amounts.reduce((s, a) => s + Math.round(a * 100), 0) / 100;
    await page.getByText(new RegExp(`Amount \\$${sum.toLocaleString('en-US', { minimumFractionDigits: 2 }).replace(/[.$]/g, '\\$&')}$`)).waitFor();
    await page.getByRole('heading', { name: 'Latest files' }).waitFor();
  });

  it('keeps IFTA from the shop manager (role 4): the report is not on his menu, and its link says whose it is', async () => {
    await signIn(4);
    await page.goto('/reporting-tools?reportName=ifta-report');
    await page.getByRole('heading', { name: 'The IFTA report is for the owner, payroll staff and dispatchers.', level: 2 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Document Manager', level: 2 }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'IFTA', exact: true, level: 2 }).count()).toBe(0);
    expect(await page.getByRole('table', { name: 'IFTA jurisdictions' }).count()).toBe(0);
  });
});
