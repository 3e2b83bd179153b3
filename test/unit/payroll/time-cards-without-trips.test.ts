import { describe, expect, it } from 'vitest';
import { computePayWeek } from '#shared/payroll/pay-week';
import type { PayWeekInput, Timecard } from '#shared/payroll/types';

/** Carla is paid by the hour and worked the yard all week: the statement has no trip of hers. */
const CARLA = '1000003';
const card = (date: string, minutes: number | string, DriverID = CARLA): Timecard => ({ DriverID, date, minutes });
const input: PayWeekInput = {
  weekEnding: '2026-11-14',
  company: { soloRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 0.5 }] },
  drivers: [
    { DriverID: '1000002', DisplayName: 'Ben Ott' },
    { DriverID: CARLA, FirstName: 'Carla', LastName: 'Diaz', payHourlyRate: true, hourlyRate: '24.50', payFixedPerDiem: true, fixedPerDiem: 20 },
  ],
  tripLogs: [{ TripNumber: 'T1', RunType: 'LINEHAUL', MilesQTY: 200, DriverNo1: '1000002' }],
  timecards: [card('11/09/2026', 481), card('2026-11-10', 500)],
  bonusButtons: [{ id: 'g', label: 'Yard Bonus', payoutType: 'flat-rate', flatAmount: 40, includeTripEarnings: false, applyToAll: true, payAllMiles: true }],
};

const docOf = (week: PayWeekInput, id = CARLA) => computePayWeek(week).payDocs.find((d) => String(d.DriverID) === id);

describe('a driver with time cards and no trips', () => {
  it('gets a pay document with his hourly pay, bonuses and per diem', () => {
    const doc = docOf(input)!;
    expect(doc).toMatchObject({ mileagePayout: 0, dropAndHookPayout: 0, totalMiles: 0, TripPayoutRecords: [] });
    const value = (label: string) => doc.compModel.find((e) => e.label === label)?.value;
    // 981 min × 24.50 / 60 = 400.575 → 400.58.
    expect([value('Hourly Pay'), value('Yard Bonus'), value('Per Diem')]).toEqual([400.58, 40, 20]);
    expect(doc.compModel.find((e) => e.label === 'Hourly Pay')!.explanation).toContain('981');
    expect(doc.totalCompensation).toBe(400.58 + 40 - 20);
  });

  it('is listed among the documents in driver-id order beside the drivers with trips', () => {
    expect(computePayWeek(input).payDocs.map((d) => String(d.DriverID))).toEqual(['1000002', CARLA]);
  });

  it('gets no document when his cards fall outside the pay period or hold no minutes', () => {
    expect(docOf({ ...input, timecards: [card('11/07/2026', 600), card('11/15/2026', 600)] })).toBeUndefined();
    expect(docOf({ ...input, timecards: [card('11/09/2026', 0), card('11/10/2026', -30)] })).toBeUndefined();
  });

  it('gets no document when he is not in the driver lookup', () => {
    expect(docOf({ ...input, timecards: [card('11/09/2026', 600, '9999999')] }, '9999999')).toBeUndefined();
  });

  it('keeps one document when he also drove a trip', () => {
    const week = { ...input, tripLogs: [...input.tripLogs, { TripNumber: 'T2', RunType: 'LINEHAUL', MilesQTY: 100, DriverNo1: CARLA }] };
    const docs = computePayWeek(week).payDocs.filter((d) => String(d.DriverID) === CARLA);
    expect(docs).toHaveLength(1);
    expect(docs[0]!.compModel.find((e) => e.label === 'Mileage Pay')!.value).toBe(50);
    expect(docs[0]!.compModel.find((e) => e.label === 'Hourly Pay')!.value).toBe(400.58);
  });
});
