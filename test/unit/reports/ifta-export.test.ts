import { describe, expect, it } from 'vitest';
import { computeIfta } from '#shared/fleet/ifta';
import { iftaExportQuery, iftaRatesBody } from '#shared/reports/fuel-api';
import { monthsOf, quarterDays } from '#shared/reports/fuel-periods';
import { parseCsv } from '#shared/statement/csv';
import { PERIOD_CSV_HEADER, periodCsv, periodRows, quarterSummaryCsv, totalTax, UNMATCHED_TRACTOR } from '#shared/reports/ifta-export';

const mileage = [
  { VehicleID: '410200', date: '2026-07-01', state: 'AZ', miles: 300.4 },
  { VehicleID: '410200', date: '2026-07-01', state: 'NM', miles: 200.2 },
  { VehicleID: '410201', date: '2026-07-02', state: 'TX', miles: 510 },
];
const fuel = [
  { VehicleID: '410200', date: '2026-07-01', state: 'NM', gallons: 80.5 },
  { VehicleID: null, date: '2026-07-02', state: 'TX', gallons: 70.25 },
  { VehicleID: '410201', date: '2026-07-02', state: '', gallons: 10 },
];

describe('the IFTA period CSV', () => {
  it('has one row per tractor, day and jurisdiction whose miles and gallons sum to the inputs', () => {
    const rows = parseCsv(periodCsv(periodRows(mileage, fuel)));
    expect(rows[0]).toEqual([...PERIOD_CSV_HEADER]);
    const body = rows.slice(1);
    expect(body.map((r) => r.slice(0, 3).join(' '))).toEqual(['410200 2026-07-01 AZ', '410200 2026-07-01 NM', '410201 2026-07-02 ', '410201 2026-07-02 TX', `${UNMATCHED_TRACTOR} 2026-07-02 TX`]);
    expect(body.reduce((s, r) => s + Number(r[3]), 0)).toBeCloseTo(1010.6, 6);
    expect(body.reduce((s, r) => s + Number(r[4]), 0)).toBeCloseTo(160.75, 6);
  });
});

describe('the quarter summary CSV', () => {
  it('lists each jurisdiction of the rule, then the totals, MPG and due date', () => {
    const result = computeIfta({ quarter: '2026-Q3', mileage, fuel, rates: [{ state: 'AZ', rate: 0.26 }, { state: 'NM', rate: 0.21 }] });
    const rows = parseCsv(quarterSummaryCsv(result));
    expect(rows.slice(1).map((r) => r[0])).toEqual(['AZ', 'NM', 'TX', 'Total', 'Fleet MPG', 'Due Date']);
    expect(rows.find((r) => r[0] === 'Total')!.slice(2, 3)).toEqual([String(result.totalMiles)]);
    expect(Number(rows.find((r) => r[0] === 'Total')![9])).toBeCloseTo(totalTax(result), 6);
    expect(rows.find((r) => r[0] === 'Due Date')![2]).toBe('2026-11-02');
  });

  it('writes a credit (negative tax) and the MPG as numbers a spreadsheet adds up, never as quoted text', () => {
    const result = computeIfta({ quarter: '2026-Q3', mileage, fuel, rates: [{ state: 'AZ', rate: 0.26 }, { state: 'NM', rate: 0.21 }] });
    const nm = result.jurisdictions.find((j) => j.state === 'NM')!;
    expect(nm.tax).toBeLessThan(0);
    const text = quarterSummaryCsv(result);
    const rows = parseCsv(text);
    expect(rows.find((r) => r[0] === 'NM')![9]).toBe(nm.tax!.toFixed(2));
    expect(rows.find((r) => r[0] === 'Fleet MPG')![2]).toBe(result.mpg.toFixed(2));
    expect(text).not.toContain("'");
  });
});

describe('IFTA request bounds', () => {
  it('takes a period of up to a year and refuses a longer or reversed one naming periodEnd', () => {
    expect(iftaExportQuery.safeParse({ periodStart: '2026-01-01', periodEnd: '2026-12-31' }).success).toBe(true);
    for (const periodEnd of ['2027-01-02', '2025-12-31']) {
      const parsed = iftaExportQuery.safeParse({ periodStart: '2026-01-01', periodEnd });
      expect(parsed.success ? [] : parsed.error.issues.map((i) => i.path.join('.'))).toEqual(['periodEnd']);
    }
  });

  it('takes rates of IFTA jurisdictions from 0 to 5 with at most 4 decimals only', () => {
    expect(iftaRatesBody.safeParse({ rates: [{ state: 'az', rate: 0.2625 }, { state: 'ON', rate: 0 }] }).success).toBe(true);
    for (const bad of [{ state: 'AK', rate: 0.1 }, { state: 'AZ', rate: 5.01 }, { state: 'AZ', rate: -0.1 }, { state: 'AZ', rate: 0.12345 }]) {
      expect(iftaRatesBody.safeParse({ rates: [bad] }).success).toBe(false);
    }
    expect(iftaRatesBody.safeParse({ rates: [{ state: 'AZ', rate: 0.2 }, { state: 'AZ', rate: 0.3 }] }).success).toBe(false);
  });
});

describe('the periods IFTA reads', () => {
  it('reads every month a period touches, across a year end, and a quarter\'s first and last days', () => {
    expect(monthsOf('2026-11-15', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsOf('2026-07-01', '2026-07-31')).toEqual(['2026-07']);
    expect(quarterDays('2026-Q3')).toEqual({ from: '2026-07-01', to: '2026-09-30' });
    expect(quarterDays('2024-Q1')).toEqual({ from: '2024-01-01', to: '2024-03-31' });
    expect(quarterDays('2026-Q5')).toBeUndefined();
  });
});
