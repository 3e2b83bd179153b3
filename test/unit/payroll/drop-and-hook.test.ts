import { describe, expect, it } from 'vitest';
import { readCompanyContext } from '#shared/payroll/company-context';
import { dropAndHookPayout } from '#shared/payroll/drop-and-hook';
import type { DropAndHookRow } from '#shared/payroll/types';
import { docOf, recordOf, trip, week } from './week.ts';

const table: DropAndHookRow[] = [
  { ratePaid: 25, payout: 15 },
  { ratePaid: 50, payout: 30 },
  { ratePaid: 75, payout: 'n/a' },
  { ratePaid: 'x', payout: 99 },
  { ratePaid: 0.3, payout: 3 },
  { ratePaid: 0.1, payout: 1 },
];
const rows = readCompanyContext({ DropAndHookTable: table }).dropAndHook;

describe('drop-and-hook payout', () => {
  it.each<[string, unknown, number]>([
    ['pays the row whose rate paid is closest', 40, 3000],
    ['pays an exact match', 25, 1500],
    ['takes the earlier row on a tie', 37.5, 1500],
    ['breaks ties exactly on decimal rates (0.2 is as close to 0.1 as to 0.3)', 0.2, 300],
    ['pays 0 for a closest row without a numeric payout', 80, 0],
    ['skips rows without a numeric rate paid', 99, 0],
    ['reads numeric strings', '48', 3000],
    ['pays nothing without D&H revenue', 0, 0],
    ['pays nothing for negative D&H revenue', -40, 0],
    ['pays nothing for non-numeric D&H revenue', 'yes', 0],
    ['pays nothing when RevenueDandH is absent', undefined, 0],
  ])('%s', (_name, revenue, cents) => {
    expect(dropAndHookPayout(revenue, rows, false).payoutCents).toBe(cents);
  });

  it('says which row won a tie and why', () => {
    expect(dropAndHookPayout(37.5, rows, false).explanation).toBe(
      'D&H revenue 37.50: closest D&H table row is row 1, rate paid 25.00 (12.50 away); row 2 (rate paid 50.00) is as close, and the earlier row wins: D&H 15.00.',
    );
  });

  it('pays nothing to a driver with disableDandHpay', () => {
    const result = dropAndHookPayout(40, rows, true);
    expect(result.payoutCents).toBe(0);
    expect(result.explanation).toContain('disabled for this driver');
  });

  it('pays nothing without a table', () => {
    expect(dropAndHookPayout(40, [], false).payoutCents).toBe(0);
  });

  it('pays each driver of a team trip, on any run type, except a disabled one', () => {
    const result = week({
      company: { DropAndHookTable: table },
      drivers: [{ DriverID: '1000001' }, { DriverID: '1000002', disableDandHpay: true }],
      tripLogs: [trip({ RunType: 'YARD', DriverNo2: '1000002', RevenueDandH: 30 }), trip({ TripNumber: 'T2', RevenueDandH: 50 })],
    });
    expect(recordOf(result, '1000001').DandHpayout).toBe(15);
    expect(recordOf(result, '1000002').DandHpayout).toBe(0);
    expect(docOf(result).dropAndHookPayout).toBe(45);
    expect(docOf(result).compModel[1]).toMatchObject({ label: 'D&H Payout', value: 45 });
  });
});
