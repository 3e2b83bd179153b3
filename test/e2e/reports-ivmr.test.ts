import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { todayIn } from '#shared/dates/time-zone';
import { addDays, weekEndingOf } from '#shared/reports/ivmr-week';
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

const miles = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, '')) * 10);

describe('IVMR in Chromium', () => {
  it('lets dispatch create the week, approve a tractor and download its PDF; the total is the sum of the rows', async () => {
    await signIn(3);
    await page.goto('/IVMR');
    await page.getByRole('heading', { name: 'IVMR', exact: true }).waitFor();
    const table = page.getByRole('table', { name: 'IVMR', exact: true });
    await table.locator('tbody tr').first().waitFor();
    const shown = (await table.locator('tbody tr td:nth-child(5)').allTextContents()).map(miles);
    const total = shown.reduce((s, m) => s + m, 0) / 10;
    await page.getByText(`Total: ${total.toLocaleString('en-US', { maximumFractionDigits: 1 })} mi`).waitFor();

    await page.getByRole('button', { name: 'Create records' }).click();
    await page.getByText(/records? created/).waitFor();
    const draft = table.locator('tbody tr', { hasText: 'Draft' }).first();
    const unit = (await draft.locator('td').first().textContent())!.trim();
    await draft.getByRole('button', { name: `Unit ${unit}` }).click();
    const detail = page.getByRole('dialog', { name: new RegExp(`Tractor ${unit}, week ending`) });
    // Last week lies mostly before the demo's 7 days of positions: its days without any are listed, never "No exceptions".
    await detail.getByText(/^No position on \d{2}\/\d{2}\/\d{4}$/).first().waitFor();
    expect(await detail.getByText('No exceptions.').count()).toBe(0);
    await detail.getByRole('heading', { name: 'Origin, destination and route by day' }).waitFor();
    await detail.getByRole('button', { name: 'Approve' }).click();
    const confirm = page.getByRole('dialog', { name: 'Approve this IVMR?' });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await confirm.getByText('Reason is required when the week has exceptions.').waitFor();
    await confirm.getByRole('textbox', { name: 'Reason' }).fill('Tractor parked at the terminal; no trips those days.');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await detail.getByText(/Approved by /).waitFor();
    await detail.getByText('Tractor parked at the terminal; no trips those days.').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), detail.getByRole('button', { name: 'PDF' }).click()]);
    // The page's weeks are Red Mesa's (Phoenix), whatever the clock of the machine running the test.
    const lastWeek = addDays(weekEndingOf(todayIn('America/Phoenix')), -7);
    expect(download.suggestedFilename()).toBe(`IVMR ${unit} week ending ${lastWeek}.pdf`);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.goto(`/IVMR-Template?weekEnding=${lastWeek}&VehicleID=${unit}`);
    const frame = page.locator(`iframe[title="IVMR ${unit} week ending ${lastWeek}.pdf"]`);
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toContain('X-Amz-Expires=900');
  });

  it('opens as the IVMR report of the report menu', async () => {
    await signIn(3);
    await page.goto('/reporting-tools?reportName=ivmr-report');
    await page.getByRole('table', { name: 'IVMR', exact: true }).locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Make zip' }).waitFor();
  });

  it("shows per tractor the quarter's IVMR-week miles and outside miles adding up to its IFTA miles", async () => {
    await signIn(3);
    await page.goto('/IVMR');
    const quarter = page.getByRole('table', { name: /^Miles outside every IVMR week \d{4}-Q\d$/ });
    await quarter.locator('tbody tr').first().waitFor();
    const rows = await quarter.locator('tbody tr').all();
    expect(rows.length).toBeGreaterThan(0);
    let ifta = 0;
    for (const row of rows) {
      const [windowMiles, outsideMiles, iftaMiles] = (await row.locator('td').allTextContents()).slice(1, 4).map(miles);
      expect(windowMiles! + outsideMiles!).toBe(iftaMiles);
      ifta += iftaMiles!;
    }
    const footer = (await page.getByText(/^Total: IVMR-week miles /).textContent())!;
    expect(miles(footer.split('IFTA miles')[1]!)).toBe(ifta);
  });

  it('opens the printable IVMR for a visitor only through a link from the office', async () => {
    page = await chromiumSession.open();
    await page.goto('/IVMR-Template?weekEnding=2026-11-07&VehicleID=410200');
    await page.getByText('This report opens through a link from the office').waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
  });

  it('tells the shop manager plainly the page is for dispatch, and makes no table', async () => {
    await signIn(4);
    await page.goto('/IVMR');
    await page.getByText('The IVMR report is for the owner, payroll staff and dispatchers.').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
  });
});
