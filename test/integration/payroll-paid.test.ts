import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayRunReport } from '#shared/payroll-api/reports';
import { parseCsv } from '#shared/statement/csv';
import { cloud } from '../support/cloud-context.ts';
import { DEMO_RUN, processedDemoRun } from '../support/demo-run.ts';
import { calculate } from '../support/payroll-flow.ts';
import { api, idTokenFor, RED_MESA } from '../support/tokens.ts';

const PAYROLL = RED_MESA.payroll;
const HANK = 'Hank Nguyen';
const c = (n: number | string) => Math.round(Number(n) * 100);
const EARNED = ['MileagePay', 'DandHPay', 'TimePay', 'Bonuses', 'Adjustments'];

async function csv(path: string) {
  const answer = await fetch(`${cloud().apiUrl}${path}`, { headers: { authorization: `Bearer ${await idTokenFor(PAYROLL)}` } });
  expect(answer.status).toBe(200);
  const [header, ...lines] = parseCsv(await answer.text());
  const at = (line: string[], column: string) => line[header!.indexOf(column)]!;
  return { header: header!, lines, at };
}

/** The pay-run CSV and the pay-card file of the demo run, Hank's lines found in each. */
async function exportsOfDemoRun() {
  const payRun = await csv(`/payruns/${DEMO_RUN}/exports/pay-run.csv`);
  const card = await csv(`/payruns/${DEMO_RUN}/exports/pay-card.csv`);
  const hank = payRun.lines.find((l) => payRun.at(l, 'DisplayName') === HANK)!;
  expect(hank, 'Hank Nguyen is in the demo week').toBeDefined();
  const hankCard = card.lines.find((l) => card.at(l, 'EmployeeID') === payRun.at(hank, 'DriverID'));
  return { payRun, card, hank, hankCard };
}

describe('what the driver is paid, by the per diem plan (pay rules, amended 2026-11-27)', () => {
  beforeAll(async () => {
    expect((await processedDemoRun()).status).toBe('processed');
  }, 180_000);

  it('with share (the default) the pay-card file pays Hank Nguyen his per diem too: Paid, beside an unchanged total compensation', async () => {
    const { payRun, card, hank, hankCard } = await exportsOfDemoRun();
    expect(payRun.header.slice(-2)).toEqual(['TotalCompensation', 'Paid']);
    expect(payRun.at(hank, 'PerDiem')).toBe('-60.00');
    expect(c(payRun.at(hank, 'Paid'))).toBe(c(payRun.at(hank, 'TotalCompensation')) + 6000);
    expect(hankCard).toBeDefined();
    expect(card.at(hankCard!, 'Amount')).toBe(payRun.at(hank, 'Paid'));
  });

  it("with share every line's Paid is the sum of its pay columns without the per diem, and the pay card loads each driver's Paid", async () => {
    const { payRun, card } = await exportsOfDemoRun();
    const payable = payRun.lines.filter((l) => c(payRun.at(l, 'Paid')) > 0);
    for (const line of payRun.lines) {
      const earned = EARNED.reduce((s, col) => s + c(payRun.at(line, col)), 0);
      expect(c(payRun.at(line, 'Paid')), payRun.at(line, 'DisplayName')).toBe(Math.max(0, earned));
      // The spec's total is still its own sum: the pay columns with the per diem subtracted.
      expect(c(payRun.at(line, 'TotalCompensation'))).toBe(earned + c(payRun.at(line, 'PerDiem')));
    }
    expect(card.lines.map((l) => [card.at(l, 'EmployeeID'), card.at(l, 'Amount')])).toEqual(payable.map((l) => [payRun.at(l, 'DriverID'), payRun.at(l, 'Paid')]));
  });

  it('shows Paid in the run summary, per driver and in total, the same as the CSV', async () => {
    const { payRun, hank } = await exportsOfDemoRun();
    const report = (await api('GET', `/payruns/${DEMO_RUN}/report`, { as: PAYROLL })).body as PayRunReport;
    const row = report.drivers.find((d) => d.DisplayName === HANK)!;
    expect(c(row.paid)).toBe(c(payRun.at(hank, 'Paid')));
    expect(c(row.totalCompensation)).toBe(c(payRun.at(hank, 'TotalCompensation')));
    expect(c(report.totals.paid)).toBe(report.drivers.reduce((s, d) => s + c(d.paid), 0));
  });

  it('shows Hank Nguyen his Paid on his pay document, split into the non-taxable per diem and taxable pay', async () => {
    const { hank, payRun } = await exportsOfDemoRun();
    const doc = (await api('GET', `/payruns/${DEMO_RUN}/paydocs/${payRun.at(hank, 'DriverID')}`, { as: PAYROLL })).body;
    expect(doc.pay.plan).toBe('share');
    expect(doc.pay.paidCents).toBe(c(payRun.at(hank, 'Paid')));
    expect(doc.pay.perDiemShare).toEqual({ nonTaxableCents: 6000, taxableCents: c(payRun.at(hank, 'TotalCompensation')) });
    expect(c(doc.totalCompensation)).toBe(c(payRun.at(hank, 'TotalCompensation')));
  });

  it('refuses a per diem plan it does not know, a stale version and a dispatcher, changing nothing', async () => {
    const before = (await api('GET', '/pay-tables', { as: PAYROLL })).body.perDiemPlan;
    expect(before).toEqual({ perDiemPlan: 'share', version: 1 });
    const unknown = await api('PUT', '/pay-settings/per-diem-plan', { as: PAYROLL, body: { perDiemPlan: 'weekly', version: 1 } });
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('Per diem plan must be Share of pay or Advance.');
    const stale = await api('PUT', '/pay-settings/per-diem-plan', { as: PAYROLL, body: { perDiemPlan: 'advance', version: 7 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The per diem plan was changed by someone else. Reload the page and choose again.');
    expect((await api('PUT', '/pay-settings/per-diem-plan', { as: RED_MESA.dispatch, body: { perDiemPlan: 'advance', version: 1 } })).status).toBe(403);
    expect((await api('GET', '/pay-tables', { as: PAYROLL })).body.perDiemPlan).toEqual(before);
  });

  it('with advance, once set and the run calculated again, pays total compensation on the pay card and in the CSV', async () => {
    const saved = await api('PUT', '/pay-settings/per-diem-plan', { as: PAYROLL, body: { perDiemPlan: 'advance', version: 1 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ perDiemPlan: 'advance', version: 2 });
    // The version moved: a second save from the page loaded before is refused.
    expect((await api('PUT', '/pay-settings/per-diem-plan', { as: PAYROLL, body: { perDiemPlan: 'share', version: 1 } })).status).toBe(409);
    expect((await calculate(PAYROLL, DEMO_RUN)).body.status).toBe('processed');

    const { payRun, hank, hankCard, card } = await exportsOfDemoRun();
    for (const line of payRun.lines) expect(c(payRun.at(line, 'Paid')), payRun.at(line, 'DisplayName')).toBe(Math.max(0, c(payRun.at(line, 'TotalCompensation'))));
    expect(card.at(hankCard!, 'Amount')).toBe(payRun.at(hank, 'TotalCompensation'));
    const doc = (await api('GET', `/payruns/${DEMO_RUN}/paydocs/${payRun.at(hank, 'DriverID')}`, { as: PAYROLL })).body;
    expect(doc.pay.plan).toBe('advance');
    expect(doc.pay.deductions[0]).toEqual({ kind: 'per-diem-advanced', cents: -6000 });
  }, 240_000);

  // Files after this one read Red Mesa's pay under the default plan: the plan and the demo run go back to share.
  afterAll(async () => {
    const now = (await api('GET', '/pay-tables', { as: PAYROLL })).body.perDiemPlan as { perDiemPlan: string; version: number };
    if (now.perDiemPlan !== 'advance') return;
    const back = await api('PUT', '/pay-settings/per-diem-plan', { as: PAYROLL, body: { perDiemPlan: 'share', version: now.version } });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await calculate(PAYROLL, DEMO_RUN)).body.status).toBe('processed');
  }, 240_000);
});
