import { describe, expect, it } from 'vitest';
import type { CompanyPayrollProfile, DriverLookup, TripLog } from '#shared/payroll/types';
import { recordOf, trip, week } from './week.ts';

const company: CompanyPayrollProfile = {
  soloRateTable: [
    { mileRangeStart: 0, mileRangeEnd: 250, payRate: 0.62 },
    { mileRangeStart: 251, mileRangeEnd: 1000, payRate: 0.55 },
  ],
  teamRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 0.34 }],
  LegPayoutTable: [
    { legOrg: '00871', legDes: '0442', payout: 185 },
    { legOrg: 'rno', legDes: 'elk', payout: 210 },
    { legOrg: '871', legDes: '442', payout: 999 },
    { legOrg: '100', legDes: '200', payout: 'n/a' },
  ],
};

function pay(fields: Partial<TripLog>, driver: Partial<DriverLookup> = {}, profile: CompanyPayrollProfile = company) {
  return recordOf(week({ company: profile, drivers: [{ DriverID: '1000001', ...driver }, { DriverID: '1000002' }], tripLogs: [trip(fields)] }));
}

describe('linehaul payout precedence', () => {
  it.each<[string, Partial<TripLog>, number, string]>([
    ['trip Flat Rate pays the pay rate', { PayType: 'Flat Rate', PayRate: 120, LegOrg: '871', LegDest: '442' }, 120, 'trip-flat-rate'],
    ['Flat Rate is matched ignoring case', { PayType: 'FLAT RATE', PayRate: '95.5' }, 95.5, 'trip-flat-rate'],
    ['a slot pay type overrides the trip pay type', { PayType: 'Per Mile', DriverNo1PayType: 'flat rate', DriverNo1PayRate: 80 }, 80, 'trip-flat-rate'],
    ['a slot pay type takes the trip rate when it has none', { DriverNo1PayType: 'Flat Rate', PayRate: 70 }, 70, 'trip-flat-rate'],
    ['Flat Rate without a numeric rate falls to the leg table', { PayType: 'Flat Rate', PayRate: 'tbd', LegOrg: '871', LegDest: '442' }, 185, 'leg-payout'],
    ['leg codes match ignoring leading zeros', { LegOrg: '871', LegDest: '442' }, 185, 'leg-payout'],
    ['leg codes match numbers and padding the other way', { LegOrg: 871, LegDest: '000442' }, 185, 'leg-payout'],
    ['leg codes match trimmed and upper-cased', { LegOrg: ' RNO ', LegDest: 'Elk' }, 210, 'leg-payout'],
    ['the first matching leg row wins', { LegOrg: '0871', LegDest: '442' }, 185, 'leg-payout'],
    ['a matching leg row without a numeric payout pays 0', { LegOrg: '100', LegDest: '200' }, 0, 'leg-payout'],
    ['an unmatched leg falls to the solo rate table', { LegOrg: '871', LegDest: '500', MilesQTY: 312 }, 171.6, 'company-rate-table'],
    ['the first rate row covering the miles wins, bounds inclusive', { MilesQTY: 250 }, 155, 'company-rate-table'],
    ['the next row starts at its own bound', { MilesQTY: 251 }, 138.05, 'company-rate-table'],
    ['miles between rows match no row and pay 0', { MilesQTY: 250.5 }, 0, 'no-linehaul-rate'],
    ['miles past every row pay 0', { MilesQTY: 1200 }, 0, 'no-linehaul-rate'],
    ['run type is matched ignoring case', { RunType: 'linehaul', MilesQTY: 100 }, 62, 'company-rate-table'],
    ['numeric-string miles are read', { MilesQTY: '100' }, 62, 'company-rate-table'],
    ['non-numeric miles count as 0 miles', { MilesQTY: 'n/a' }, 0, 'company-rate-table'],
    ['a negative flat rate is an invalid payout and pays 0', { PayType: 'Flat Rate', PayRate: -50 }, 0, 'trip-flat-rate'],
  ])('%s', (_name, fields, payout, rule) => {
    const record = pay(fields);
    expect(record.payout).toBe(payout);
    expect(record.payoutRule).toBe(rule);
  });

  it("uses the driver's own solo table when it is non-empty", () => {
    const record = pay({ MilesQTY: 100 }, { soloRateTable: [{ mileRangeStart: 0, mileRangeEnd: 500, payRate: 0.7 }] });
    expect(record).toMatchObject({ payout: 70, payoutRule: 'driver-rate-table' });
  });

  it("does not fall back to the company table when the driver's own table has no matching row", () => {
    const record = pay({ MilesQTY: 800 }, { soloRateTable: [{ mileRangeStart: 0, mileRangeEnd: 500, payRate: 0.7 }] });
    expect(record).toMatchObject({ payout: 0, payoutRule: 'no-linehaul-rate' });
  });

  it.each([
    ['without bounds', { payRate: 0.5 }],
    ['with a non-numeric bound', { mileRangeStart: 'zero', mileRangeEnd: 9999, payRate: 0.5 }],
  ])('does not match a rate-table row %s', (_how, row) => {
    expect(pay({ MilesQTY: 100 }, {}, { soloRateTable: [row] })).toMatchObject({ payout: 0, payoutRule: 'no-linehaul-rate' });
  });

  it("ignores the driver's own table when it is empty", () => {
    expect(pay({ MilesQTY: 100 }, { soloRateTable: [] }).payoutRule).toBe('company-rate-table');
  });

  it('uses the team table on team trips, the driver override included', () => {
    const result = week({
      company,
      drivers: [{ DriverID: '1000001', teamRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 0.4 }] }, { DriverID: '1000002' }],
      tripLogs: [trip({ MilesQTY: 655, DriverNo2: '1000002' })],
    });
    expect(recordOf(result, '1000001').payout).toBe(262);
    expect(recordOf(result, '1000002').payout).toBe(222.7);
  });

  it('reads each team slot its own flat rate', () => {
    const result = week({
      company,
      drivers: [{ DriverID: '1000001' }, { DriverID: '1000002' }],
      tripLogs: [trip({ MilesQTY: 100, DriverNo2: '1000002', DriverNo2PayType: 'Flat Rate', DriverNo2PayRate: 90 })],
    });
    expect(recordOf(result, '1000001').payout).toBe(34);
    expect(recordOf(result, '1000002').payout).toBe(90);
  });

  it('pays 0 with pay type Unknown for an unknown run type', () => {
    const record = pay({ RunType: 'SHUTTLE', PayType: 'Flat Rate', PayRate: 100 });
    expect(record).toMatchObject({ payout: 0, PayType: 'Unknown', payoutRule: 'unknown-run-type' });
    expect(record.explanation).toContain('"SHUTTLE" is neither LINEHAUL nor SPOT');
  });

  it('explains the rate-table line with the rules it passed over and its numbers', () => {
    expect(pay({ LegOrg: '871', LegDest: '500', MilesQTY: 312 }).explanation).toBe(
      'The trip is not Flat Rate; no leg payout row for "871" -> "500". Company solo rate table, row 2 (251-1000 mi): 312 mi × 0.55 = 171.60.',
    );
  });
});
