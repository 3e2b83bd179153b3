import { describe, expect, it } from 'vitest';
import { computePayWeek } from '#shared/payroll/pay-week';
import { PayInputError } from '#shared/payroll/errors';
import type { PayWeekInput } from '#shared/payroll/types';

/** A week with every kind of pay, worked out by hand below. */
const input: PayWeekInput = {
  weekEnding: '2026-11-13',
  company: {
    soloRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 0.5 }],
    teamRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 0.3 }],
    DropAndHookTable: [{ ratePaid: 50, payout: 25 }],
    spotRateTableConfig: [{ mileRangeStart: 0, mileRangeEnd: 9999, payType: 'Per Mile', payRate: 1, includeLiveLoad: true, liveLoadRate: 10, liveLoadType: 'Flat Rate' }],
  },
  drivers: [
    { DriverID: '1000002', DisplayName: 'Ben Ott' },
    { DriverID: '1000001', FirstName: 'Ana', LastName: 'Ruiz', payHourlyRate: true, hourlyRate: 30, payFixedPerDiem: true, fixedPerDiem: 50 },
  ],
  tripLogs: [
    { TripNumber: 'T1', RunType: 'LINEHAUL', MilesQTY: 200, DriverNo1: '1000001', RevenueDandH: 45 },
    { TripNumber: 'T2', RunType: 'SPOT', MilesQTY: 100, DriverNo1: '1000001', DriverNo2: '1000002', LiveDollarAmount: 5 },
    { TripNumber: 'T3', RunType: 'SPOT', MilesQTY: 50, DriverNo1: '1000001' },
    { TripNumber: 'T4', RunType: 'SHUTTLE', MilesQTY: 10, DriverNo1: '1000001' },
    { TripNumber: 'T5', RunType: 'LINEHAUL', MilesQTY: 300, DriverNo1: '1000002', DriverNo2: '9999999' },
  ],
  timecards: [
    { DriverID: '1000001', date: '11/10/2026', minutes: 90 },
    { DriverID: '1000001', date: '11/11/2026', minutes: 30 },
    { DriverID: '1000001', date: '11/20/2026', minutes: 600 },
  ],
  storedPayouts: [{ TripNumber: 'T3', DriverID: '1000001', payout: 77.77 }],
  bonusButtons: [{ id: 'g', label: 'Guarantee', payoutType: 'flat-rate', flatAmount: 500, includeTripEarnings: false, applyToAll: true, payAllMiles: true }],
};

describe('a week of pay', () => {
  const result = computePayWeek(input);
  const [ana, ben] = result.payDocs;

  it('gives one pay document per driver with trips, by DriverID, and lists trips with an unknown driver', () => {
    expect(result.payDocs.map((d) => [d.DriverID, d.DisplayName])).toEqual([['1000001', 'Ana Ruiz'], ['1000002', 'Ben Ott']]);
    expect(result.unmatchedTrips).toEqual(['T5']);
    expect(result.payPeriod).toEqual({ startDate: '11/07/2026', endDate: '11/13/2026', payDate: '11/19/2026' });
  });

  it('pays each trip by its rule: rate table, team spot with live load, stored payout, unknown run type', () => {
    expect(ana!.TripPayoutRecords.map((r) => [r.TripNumber, r.TripType, r.payout, r.DandHpayout, r.payoutRule])).toEqual([
      ['T1', 'Solo', 100, 25, 'company-rate-table'],
      ['T2', 'Team', 110, 0, 'company-spot-tier'],
      ['T3', 'Solo', 77.77, 0, 'stored-payout'],
      ['T4', 'Solo', 0, 0, 'unknown-run-type'],
    ]);
    expect(ben!.TripPayoutRecords.map((r) => [r.TripNumber, r.payout])).toEqual([['T2', 110]]);
  });

  it('builds the comp model in order and totals payable entries less per diem: 287.77 + 25 + 60 + 187.23 − 50', () => {
    expect(ana!.compModel.map((e) => [e.label, e.value, e.payable])).toEqual([
      ['Mileage Pay', 287.77, true],
      ['D&H Payout', 25, true],
      ['Hourly Pay', 60, true],
      ['Guarantee', 187.23, true],
      ['Per Diem', 50, false],
    ]);
    expect(ana).toMatchObject({ mileagePayout: 287.77, dropAndHookPayout: 25, totalMiles: 360, totalCompensation: 510 });
    expect(ben).toMatchObject({ mileagePayout: 110, totalMiles: 100, totalCompensation: 500 });
    expect(ben!.bonusOutcomes).toMatchObject([{ id: 'g', applied: true, amount: 390 }]);
  });

  it('does not change its input', () => {
    const copy = structuredClone(input);
    computePayWeek(copy);
    expect(copy).toEqual(input);
  });
});

describe('input the engine cannot pay on', () => {
  it.each<[string, Partial<PayWeekInput>, string]>([
    ['an unreadable week ending', { weekEnding: 'soon' }, 'weekEnding'],
    ['an unreadable hire date of a driver with trips', { drivers: [{ DriverID: '1000001', HireDate: '31/31/2026' }] }, 'drivers[0].HireDate'],
    ['an unreadable time card date', { timecards: [{ DriverID: '1000001', date: 'Monday' }] }, 'timecards[0].date'],
  ])('names the field of %s', (_what, change, path) => {
    const week = { weekEnding: '11/13/2026', drivers: [{ DriverID: '1000001' }], tripLogs: [{ TripNumber: 'T1', RunType: 'LINEHAUL', DriverNo1: '1000001' }], ...change };
    expect(() => computePayWeek(week)).toThrow(PayInputError);
    expect(() => computePayWeek(week)).toThrow(new RegExp(`^${path.replace(/[[\].]/g, '\\$&')}: unreadable date`));
  });
});
