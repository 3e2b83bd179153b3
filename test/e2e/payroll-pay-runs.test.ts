import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { api, RED_MESA } from '../support/tokens.ts';
import { chromiumPerFile, demoSignIn, PHONE } from './pages/browser.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { LoginPage } from './pages/login-page.ts';
import { DriverPayPage } from './pages/payroll-driver-pay.ts';
import { PayrollToolsPage } from './pages/payroll-tools.ts';

const STATEMENT = fileURLToPath(new URL('../fixtures/statements/red-mesa-week-2026-01-03.csv', import.meta.url));
/** A week the demo data has no pay run for, so the clerk creates it. */
// A week no integration test uses: both projects share one local cloud and may run side by side.
const WEEK_ENDING = '2026-04-04';
const JAKE = { name: 'Jake Thornton', id: '1004500' };
const usd = (n: number) => `${n < 0 ? '-' : ''}$${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const chromium = chromiumPerFile();

/** The seeded demo run, calculated through the API, so the driver has pay to look at on his own. */
async function ensureDriverHasPay(): Promise<void> {
  const mine = await api('GET', '/me/paydocs', { as: RED_MESA.driver });
  if (mine.body.payDocs.length > 0) return;
  await api('POST', '/payruns/2026-01-03/calculations', { as: RED_MESA.payroll, body: {} });
  for (let i = 0; i < 60; i++) {
    const run = await api('GET', '/payruns/2026-01-03', { as: RED_MESA.payroll });
    if (run.body.status !== 'calculating') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

describe('pay runs in the browser', () => {
  it("a payroll clerk imports a statement, calculates, opens a driver's pay document and downloads its PDF", async () => {
    const page = await chromium.open();
    const clerk = demoSignIn(2);
    await new LoginPage(page).signIn(clerk.email, clerk.password);
    const tools = await new PayrollToolsPage(page).open();

    await tools.createRun(WEEK_ENDING);
    expect(await tools.importStatement(STATEMENT)).toMatch(/^Imported \d+ trips and \d+ fuel tickets for \d+ vehicles\./);

    const progress = await tools.calculate();
    const [, done, total] = /(\d+) of (\d+) drivers/.exec(progress) ?? [];
    expect(Number(done)).toBeGreaterThan(0);
    expect(done).toBe(total);

    await tools.openPayDocument(JAKE.name);
    const stored = await api('GET', `/payruns/${WEEK_ENDING}/paydocs/${JAKE.id}`, { as: RED_MESA.payroll });
    expect(await tools.payDocumentTotal()).toBe(usd(stored.body.totalCompensation));
    const explanations = await tools.tripExplanations();
    expect(explanations).toHaveLength(stored.body.TripPayoutRecords.length);
    expect(explanations.every((text) => text.length > 0)).toBe(true);

    const download = await tools.downloadPdf();
    expect(download.suggestedFilename()).toBe(`${JAKE.name}-${JAKE.id}.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('a driver on a phone sees his latest pay on the Drive page and opens his own pay history from it', async () => {
    await ensureDriverHasPay();
    const history = (await api('GET', '/me/paydocs', { as: RED_MESA.driver })).body.payDocs as Array<{ payDateString: string; totalCompensation: number }>;
    expect(history.length).toBeGreaterThan(0);

    const page = await chromium.open(PHONE);
    const driver = demoSignIn(8);
    await new LoginPage(page).signIn(driver.email, driver.password);
    await new DriverShell(page).waitUntilShown();
    // His home page (Drive) shows the newest statement and leads to all of them.
    await page.getByTestId('latest-pay-total').waitFor();
    expect((await page.getByTestId('latest-pay-total').textContent())?.trim()).toBe(usd(history[0]!.totalCompensation));
    const pay = await new DriverPayPage(page).openFromDrivePage();

    const entries = await pay.entries();
    expect(entries).toEqual(history.slice(0, 12).map((h) => `Paid ${h.payDateString}`));
    await pay.openEntry(entries[0]!);
    expect(await pay.total()).toBe(usd(history[0]!.totalCompensation));
    expect(await pay.fitsWidth()).toBe(true);
  });
});
