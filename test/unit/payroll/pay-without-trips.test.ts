import { describe, expect, it } from 'vitest';
import { computePayWeek } from '#shared/payroll/pay-week';
import type { PayWeekInput } from '#shared/payroll/types';

/** Ana's only trip went to Ben: the engine still owes her the time pay, bonuses and per diem of her week. */
const input: PayWeekInput = {
  weekEnding: '2026-11-13',
  company: { soloRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 0.5 }] },
  drivers: [
    { DriverID: '1000001', FirstName: 'Ana', LastName: 'Ruiz', payHourlyRate: true, hourlyRate: 30, payFixedPerDiem: true, fixedPerDiem: 50 },
    { DriverID: '1000002', DisplayName: 'Ben Ott' },
  ],
  tripLogs: [{ TripNumber: 'T1', RunType: 'LINEHAUL', MilesQTY: 200, DriverNo1: '1000002' }],
  timecards: [{ DriverID: '1000001', date: '11/10/2026', minutes: 120 }],
  bonusButtons: [{ id: 'g', label: 'Guarantee', payoutType: 'flat-rate', flatAmount: 500, includeTripEarnings: false, applyToAll: true, payAllMiles: true }],
};

describe('a driver asked for without trips', () => {
  it('gets no pay document unless asked for or his time cards of the week pay him', () => {
    expect(computePayWeek({ ...input, timecards: [] }).payDocs.map((d) => d.DriverID)).toEqual(['1000002']);
  });

  it('gets a pay document with no trip pay but his time pay, bonuses and per diem', () => {
    const ana = computePayWeek({ ...input, payWithoutTrips: ['1000001'] }).payDocs.find((d) => d.DriverID === '1000001')!;
    expect(ana).toMatchObject({ mileagePayout: 0, dropAndHookPayout: 0, totalMiles: 0, TripPayoutRecords: [] });
    const value = (label: string) => ana.compModel.find((e) => e.label === label)?.value;
    expect([value('Mileage Pay'), value('D&H Payout'), value('Hourly Pay'), value('Guarantee'), value('Per Diem')]).toEqual([0, 0, 60, 500, 50]);
    expect(ana.totalCompensation).toBeGreaterThan(0);
  });

  it('is not paid when he is not in the driver lookup', () => {
    expect(computePayWeek({ ...input, timecards: [], payWithoutTrips: ['9999999'] }).payDocs.map((d) => d.DriverID)).toEqual(['1000002']);
  });
});
