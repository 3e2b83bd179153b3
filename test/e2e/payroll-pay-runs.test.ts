import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { api, RED_MESA } from '../support/tokens.ts';
import { chromiumPerFile, demoSignIn } from './pages/browser.ts';
import { signInAs } from './pages/kept-session.ts';
import { PayrollToolsPage } from './pages/payroll-tools.ts';

const STATEMENT = fileURLToPath(new URL('../fixtures/statements/red-mesa-week-2026-01-03.csv', import.meta.url));
/** A week the demo data has no pay run for, so the clerk creates it. */
// A week no integration test uses: both projects share one local cloud and may run side by side.
const WEEK_ENDING = '2026-04-04';
const JAKE = { name: 'Jake Thornton', id: '1004500' };
const usd = (n: number) => `${n < 0 ? '-' : ''}$${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const chromium = chromiumPerFile();

describe('pay runs in the browser', () => {
  it("a payroll clerk imports a statement, calculates, opens a driver's pay document and downloads its PDF", async () => {
    const page = await chromium.open();
    const clerk = demoSignIn(2);
    await signInAs(page, clerk);
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
});
