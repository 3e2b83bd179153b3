import { describe, expect, it } from 'vitest';
import { tripTypeOf } from '#shared/payroll/trip-facts';
import { docOf, recordOf, trip, week } from './week.ts';

describe('trip type', () => {
  it.each<[unknown, 'Solo' | 'Team']>([
    ['1000002', 'Team'],
    [' 1000002 ', 'Team'],
    [1000002, 'Team'],
    ['ABCDEFG', 'Team'],
    ['100002', 'Solo'],
    ['10000022', 'Solo'],
    ['', 'Solo'],
    ['       ', 'Solo'],
    [null, 'Solo'],
    [undefined, 'Solo'],
  ])('DriverNo2 %j makes the trip %s', (driverNo2, expected) => {
    expect(tripTypeOf({ DriverNo2: driverNo2 as string })).toBe(expected);
  });

  it('gives each driver of a team trip his own payout record on the team table', () => {
    const result = week({
      company: { soloRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 0.6 }], teamRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 0.3 }] },
      drivers: [{ DriverID: '1000001' }, { DriverID: '1000002' }],
      tripLogs: [trip({ MilesQTY: 500, DriverNo2: '1000002' })],
    });
    expect(recordOf(result, '1000001')).toMatchObject({ TripType: 'Team', payout: 150 });
    expect(recordOf(result, '1000002')).toMatchObject({ TripType: 'Team', payout: 150 });
    expect(docOf(result, '1000002').totalMiles).toBe(500);
  });

  it('pays only DriverNo1 when DriverNo2 is not a 7-character driver number', () => {
    const result = week({
      company: { soloRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 0.6 }] },
      drivers: [{ DriverID: '1000001' }, { DriverID: '100002' }],
      tripLogs: [trip({ MilesQTY: 100, DriverNo2: '100002' })],
    });
    expect(result.payDocs.map((d) => d.DriverID)).toEqual(['1000001']);
    expect(recordOf(result)).toMatchObject({ TripType: 'Solo', payout: 60 });
  });
});

describe('trips whose drivers are not in the driver lookup', () => {
  it.each([
    ['an unknown solo driver', { DriverNo1: '9999999' }],
    ['an unknown second team driver', { DriverNo2: '9999999' }],
    ['no driver at all', { DriverNo1: '' }],
  ])('are listed as unmatched and pay nobody: %s', (_what, fields) => {
    const result = week({ company: { soloRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 1 }], teamRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 1 }] }, tripLogs: [trip(fields), trip({ TripNumber: 'T2' })] });
    expect(result.unmatchedTrips).toEqual(['T1']);
    expect(docOf(result).TripPayoutRecords.map((r) => r.TripNumber)).toEqual(['T2']);
  });

  it('matches drivers by trimmed id', () => {
    const result = week({ drivers: [{ DriverID: ' 1000001 ' }], tripLogs: [trip({ DriverNo1: '1000001  ' })] });
    expect(result.unmatchedTrips).toEqual([]);
    expect(result.payDocs).toHaveLength(1);
  });
});
