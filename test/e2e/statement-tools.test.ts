import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, RED_MESA } from '../support/tokens.ts';
import { FIXTURE_STATEMENT, calculate, createRun, importStatement, uploadStatement } from '../support/payroll-flow.ts';
import { chromiumPerFile, demoSignIn } from './pages/browser.ts';
import { signInAs } from './pages/kept-session.ts';
import { PayrollToolsPage } from './pages/payroll-tools.ts';

/** A week no other test uses: both projects share one local cloud. */
const RUN = '2026-05-23';
const JAKE = { name: 'Jake Thornton', id: '1004500' };
const usd = (n: number) => `${n < 0 ? '-' : ''}$${Math.abs(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const chromium = chromiumPerFile();

async function payrollClerk(): Promise<Page> {
  const page = await chromium.open();
  const clerk = demoSignIn(2);
  await signInAs(page, clerk);
  return page;
}

describe('statement tools in the browser', () => {
  it("shows payroll the demo statement file and the spot names of its run's trips", async () => {
    const page = await payrollClerk();
    await page.goto('/statement-tools');
    await page.getByRole('heading', { name: 'Statement tools', level: 1 }).waitFor();
    const files = page.getByRole('table', { name: 'Statement files' });
    const demo = files.locator('tbody tr', { hasText: 'red-mesa-week-2026-01-03.csv' }).filter({ hasText: '01/03/2026' });
    await demo.first().waitFor();
    await demo.first().getByRole('button', { name: 'Spot names' }).click();
    const names = page.getByRole('table', { name: 'Spot names' });
    await names.locator('tbody tr', { hasText: 'SAFEWAY DC' }).waitFor();
    expect(await names.locator('tbody tr', { hasText: 'FRYS FOOD DC EXTRA' }).count()).toBe(1);
    expect(await page.getByText(/could not be loaded/i).count()).toBe(0);
  });
});

describe('moving a trip from the driver view', () => {
  beforeAll(async () => {
    await createRun(RED_MESA.payroll, RUN);
    const run = (await api('GET', `/payruns/${RUN}`, { as: RED_MESA.payroll })).body;
    if (run.DriverList.length === 0) await importStatement(RED_MESA.payroll, RUN, await uploadStatement(RED_MESA.payroll, FIXTURE_STATEMENT));
    expect((await calculate(RED_MESA.payroll, RUN)).body.status).toBe('processed');
  }, 180_000);

  it("moves one of a driver's trips to another driver and shows his lower pay", async () => {
    const before = (await api('GET', `/payruns/${RUN}/paydocs/${JAKE.id}`, { as: RED_MESA.payroll })).body;
    const trip = before.TripPayoutRecords.find((l: { payout: number }) => l.payout > 0) as { TripNumber: string };
    const page = await payrollClerk();
    const tools = await new PayrollToolsPage(page).open(RUN);
    await tools.openPayDocument(JAKE.name);
    expect(await tools.payDocumentTotal()).toBe(usd(before.totalCompensation));

    await page.getByRole('button', { name: 'Move trip to another driver' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Trip number' }).click();
    await page.getByRole('option', { name: String(trip.TripNumber) }).click();
    await dialog.getByRole('textbox', { name: 'Driver ID of the right driver' }).fill('1004501');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved. Recalculated: 1004500, 1004501.').waitFor();

    const after = (await api('GET', `/payruns/${RUN}/paydocs/${JAKE.id}`, { as: RED_MESA.payroll })).body;
    expect(after.totalCompensation).toBeLessThan(before.totalCompensation);
    await expect.poll(() => tools.payDocumentTotal()).toBe(usd(after.totalCompensation));
    expect(after.TripPayoutRecords.some((l: { TripNumber: string }) => l.TripNumber === trip.TripNumber)).toBe(false);
  }, 120_000);
});
