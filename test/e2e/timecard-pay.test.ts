import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverLookupBody } from '#shared/payroll-api/tools';
import { todayIn } from '#shared/dates/time-zone';
import { addIsoDays, weekEndingOf } from '#shared/timekeeping/week';
import { api, RED_MESA } from '../support/tokens.ts';
import { waitFor } from '../support/poll.ts';
import { FIXTURE_STATEMENT, calculate, createRun, importStatement, uploadStatement } from '../support/payroll-flow.ts';
import { AdminShell } from './pages/admin-shell.ts';
import { chromiumPerFile, demoSignIn, DESKTOP } from './pages/browser.ts';
import { signInAs } from './pages/kept-session.ts';
import { PayrollToolsPage } from './pages/payroll-tools.ts';

const chromium = chromiumPerFile();
const DISPATCH = RED_MESA.dispatch;
const PAYROLL = RED_MESA.payroll;
const SHONDA = { id: '1004518', name: 'Shonda Brooks' };
/** Two weeks back: the time card admin reaches it with two clicks, and no demo card or other test's run is in it. */
const WEEK = addIsoDays(weekEndingOf(todayIn('America/Phoenix')), -14);
/** 8:00 to 16:00 in Red Mesa's zone (Phoenix keeps standard time all year) on the week's Monday: 480 minutes × 24.50 / 60 = 196.00. */
const SHIFT = { in: `${addIsoDays(WEEK, -5)}T15:00:00Z`, out: `${addIsoDays(WEEK, -5)}T23:00:00Z` };

let restore: Record<string, unknown>;

beforeAll(async () => {
  const list = await api('GET', '/drivers', { as: PAYROLL });
  const driver = list.body.drivers.find((d: { DriverID: string }) => d.DriverID === SHONDA.id);
  const keys = Object.keys(driverLookupBody.shape);
  restore = Object.fromEntries(Object.entries(driver).filter(([k, v]) => keys.includes(k) && k !== 'version' && v !== null));
  expect((await api('PUT', `/drivers/${SHONDA.id}`, { as: PAYROLL, body: { ...restore, payHourlyRate: true, hourlyRate: 24.5 } })).status).toBe(200);
  const left = await api('GET', `/timecards/${SHONDA.id}?weekEnding=${WEEK}`, { as: DISPATCH });
  for (const s of left.body.shifts ?? []) await api('DELETE', `/timecards/${SHONDA.id}/shifts/${s.punchId}`, { as: DISPATCH, body: { version: s.version, reason: 'Test reset' } });
  expect((await api('POST', `/timecards/${SHONDA.id}/shifts`, { as: DISPATCH, body: { ...SHIFT, reason: 'Yard work on paper' } })).status).toBe(200);
  // The run of the week is calculated before the approval: her time is not paid yet.
  await createRun(PAYROLL, WEEK);
  const run = await api('GET', `/payruns/${WEEK}`, { as: PAYROLL });
  if ((run.body.DriverList ?? []).length === 0) await importStatement(PAYROLL, WEEK, await uploadStatement(PAYROLL, FIXTURE_STATEMENT));
  expect((await calculate(PAYROLL, WEEK)).body.status).toBe('processed');
  const before = await api('GET', `/payruns/${WEEK}/paydocs/${SHONDA.id}`, { as: PAYROLL });
  expect(before.body.compModel.find((e: { label: string }) => e.label === 'Hourly Pay').value).toBe(0);
}, 180_000);

afterAll(async () => {
  await api('PUT', `/drivers/${SHONDA.id}`, { as: PAYROLL, body: restore });
});

describe('time pay from the time card admin to the pay document', () => {
  it("dispatch approves a driver's week on the time card admin", async () => {
    const page = await chromium.open(DESKTOP);
    const dispatch = demoSignIn(3);
    await signInAs(page, dispatch);
    await new AdminShell(page).waitUntilShown();
    await page.goto('/timecard-admin');
    await page.getByTestId('week-ending').waitFor();
    for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Previous week' }).click();
    const [y, m, d] = WEEK.split('-');
    await page.getByTestId('week-ending').getByText(`${m}/${d}/${y}`).waitFor();
    await page.getByRole('button', { name: `Approve week ${SHONDA.name}` }).click();
    await page.getByText('Approved by Priya Natarajan').first().waitFor();
    expect((await api('GET', `/timecards/${SHONDA.id}?weekEnding=${WEEK}`, { as: DISPATCH })).body.approval).toMatchObject({ approved: true, cards: [{ minutes: 480 }] });
  });

  it('payroll recalculates the run and her pay document shows the hourly pay', async () => {
    const page = await chromium.open(DESKTOP);
    const clerk = demoSignIn(2);
    await signInAs(page, clerk);
    const tools = await new PayrollToolsPage(page).open(WEEK);
    const before = (await api('GET', `/payruns/${WEEK}`, { as: PAYROLL })).body.calculatedAt;
    await page.getByRole('button', { name: 'Calculate again' }).click();
    await waitFor(() => api('GET', `/payruns/${WEEK}`, { as: PAYROLL }), (r) => r.body.status === 'processed' && r.body.calculatedAt !== before);
    await page.getByText(/^Calculated \d/).waitFor({ timeout: 60_000 });
    await tools.openPayDocument(SHONDA.name);
    const hourly = page.getByRole('row', { name: /Hourly Pay/ });
    await hourly.getByText('$196.00').waitFor();
    expect(await hourly.textContent()).toContain('480 min × 24.50 / 60');
    const stored = await api('GET', `/payruns/${WEEK}/paydocs/${SHONDA.id}`, { as: PAYROLL });
    expect(stored.body.compModel.find((e: { label: string }) => e.label === 'Hourly Pay').value).toBe(196);
  });
});
