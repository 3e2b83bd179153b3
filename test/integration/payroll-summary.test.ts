import { beforeAll, describe, expect, it } from 'vitest';
import { PAY_COLUMNS, type PayColumns } from '#shared/payroll-summary/pay-columns';
import type { PayRunReport } from '#shared/payroll-api/reports';
import { parseCsv } from '#shared/statement/csv';
import { cloud } from '../support/cloud-context.ts';
import { DEMO_RUN, processedDemoRun } from '../support/demo-run.ts';
import { api, idTokenFor, RED_MESA } from '../support/tokens.ts';

const PAYROLL = RED_MESA.payroll;
const c = (n: number | string) => Math.round(Number(n) * 100);
const columnSum = (row: PayColumns) => PAY_COLUMNS.reduce((s, col) => s + c(row[col]), 0);

describe("the demo run's pay summary adds up", () => {
  let run: { TotalCompensation: number; status: string };
  beforeAll(async () => {
    run = await processedDemoRun();
    expect(run.status).toBe('processed');
  }, 180_000);

  it('shows Hank Nguyen’s per diem as a deduction beside his mileage and bonus', async () => {
    const report = (await api('GET', `/payruns/${DEMO_RUN}/report`, { as: PAYROLL })).body as PayRunReport;
    const hank = report.drivers.find((d) => d.DisplayName === 'Hank Nguyen');
    expect(hank).toMatchObject({ perDiem: -60 });
    expect(c(hank!.totalCompensation)).toBe(columnSum(hank!));
  });

  it('every row adds up to its total, every column total is the sum of its rows, and the run total is the stored one', async () => {
    const report = (await api('GET', `/payruns/${DEMO_RUN}/report`, { as: PAYROLL })).body as PayRunReport;
    const stored = (await api('GET', `/payruns/${DEMO_RUN}/paydocs`, { as: PAYROLL })).body.payDocs as Array<{ DriverID: string; totalCompensation: number }>;
    expect(report.drivers.length).toBeGreaterThan(10);
    for (const row of report.drivers) {
      expect(c(row.totalCompensation), row.DisplayName).toBe(columnSum(row));
      expect(row.totalCompensation, row.DisplayName).toBe(stored.find((d) => d.DriverID === row.DriverID)!.totalCompensation);
    }
    for (const col of [...PAY_COLUMNS, 'totalCompensation'] as const) expect(c(report.totals[col]), col).toBe(report.drivers.reduce((s, d) => s + c(d[col]), 0));
    expect(c(report.totals.totalCompensation)).toBe(columnSum(report.totals));
    expect(c(report.totals.totalCompensation)).toBe(c(run.TotalCompensation));
    expect(report.totals.perDiem).toBeLessThan(0);
  });

  it('the trip, mile, revenue, payout and gallon totals are the sums of the vehicle rows, the driver totals of the driver rows', async () => {
    const report = (await api('GET', `/payruns/${DEMO_RUN}/report`, { as: PAYROLL })).body as PayRunReport;
    const sum = <T,>(rows: T[], pick: (r: T) => number, scale = 100) => rows.reduce((s, r) => s + Math.round(pick(r) * scale), 0);
    for (const col of ['trips', 'miles', 'tripRevenue', 'payout'] as const) expect(Math.round(report.totals[col] * 100), col).toBe(sum(report.vehicles, (v) => v[col]));
    expect(Math.round(report.totals.gallons * 1000)).toBe(sum(report.vehicles, (v) => v.gallons, 1000));
    expect(Math.round(report.driverTotals.trips * 100)).toBe(sum(report.drivers, (d) => d.trips));
    expect(Math.round(report.driverTotals.miles * 100)).toBe(sum(report.drivers, (d) => d.miles));
    // Trip payouts per truck are the drivers' mileage and D&H pay.
    expect(c(report.totals.payout)).toBe(c(report.totals.mileagePay) + c(report.totals.dandhPay));
  });

  it("the pay-run CSV's pay columns add up to each line's total, and the lines to the run total", async () => {
    const answer = await fetch(`${cloud().apiUrl}/payruns/${DEMO_RUN}/exports/pay-run.csv`, { headers: { authorization: `Bearer ${await idTokenFor(PAYROLL)}` } });
    const [header, ...lines] = parseCsv(await answer.text());
    const pay = ['MileagePay', 'DandHPay', 'TimePay', 'Bonuses', 'PerDiem', 'Adjustments'].map((h) => header!.indexOf(h));
    const total = header!.indexOf('TotalCompensation');
    expect(pay.every((i) => i > 0) && total > 0).toBe(true);
    for (const line of lines) expect(c(line[total]!), line[3]).toBe(pay.reduce((s, i) => s + c(line[i]!), 0));
    expect(lines.reduce((s, l) => s + c(l[total]!), 0)).toBe(c(run.TotalCompensation));
    expect(lines.find((l) => l[3] === 'Hank Nguyen')![header!.indexOf('PerDiem')]).toBe('-60.00');
  });
});
