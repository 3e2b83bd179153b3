import { describe, expect, it } from 'vitest';
import type { CompanyPayrollProfile, DriverLookup, PayWeekInput, SpotTierInput, TripLog } from '#shared/payroll/types';
import { recordOf, trip, week } from './week.ts';

const companyTiers: SpotTierInput[] = [
  { mileRangeStart: 0, mileRangeEnd: 100, payType: 'Flat Rate', payRate: 60, includeLiveLoad: true, liveLoadRate: 25, liveLoadType: 'Per Stop' },
  { mileRangeStart: 101, mileRangeEnd: 9999, payType: '% of Trip Rev', payRate: 28, includeLiveLoad: true, liveLoadRate: 0.1, liveLoadType: 'Per Mile' },
];
const company: CompanyPayrollProfile = {
  spotTripRevFuelMultiplier: '0.2',
  SpotPayoutTable: [
    { spotName: 'Reno DC', payType: 'Flat Rate', payout: 95 },
    { spotName: 'Broken Row', payType: 'Bogus', payout: 40 },
    { spotName: 'No Payout', payType: 'Flat Rate', payout: 'tbd' },
    { spotName: '', payType: 'Flat Rate', payout: 10 },
  ],
  spotRateTableConfig: companyTiers,
};
const elko: Partial<TripLog> = { RunType: 'SPOT', MilesQTY: 420, SpotName: 'Elko', TripRevenue: 1500, RateFuel: 0.45 };
const driverTier: SpotTierInput = { mileRangeStart: 0, mileRangeEnd: 9999, payType: '% of Gross Rev', payRate: 22.5, includeLiveLoad: false };

function pay(fields: Partial<TripLog>, driver: Partial<DriverLookup> = {}, extra: Partial<PayWeekInput> = {}, profile = company) {
  return recordOf(week({ company: profile, drivers: [{ DriverID: '1000001', ...driver }], tripLogs: [trip({ ...elko, ...fields })], ...extra }));
}

describe('spot payout precedence', () => {
  it('1. keeps a stored payout for this trip and driver', () => {
    const record = pay({ SpotName: 'Reno DC' }, { driverSpotRateTableConfig: [driverTier] }, { storedPayouts: [{ TripNumber: 'T1', DriverID: '1000001', payout: 123.45 }] });
    expect(record).toMatchObject({ payout: 123.45, payoutRule: 'stored-payout' });
  });

  it('1. ignores a stored payout of another driver', () => {
    const record = pay({ SpotName: 'Reno DC' }, {}, { storedPayouts: [{ TripNumber: 'T1', DriverID: '1000009', payout: 123.45 }] });
    expect(record.payoutRule).toBe('spot-payout-table');
  });

  it.each([
    ['exact', 'Reno DC'],
    ['ignoring case and surrounding spaces', '  reno dc '],
  ])('2. pays the spot payout table row matched %s', (_how, spotName) => {
    expect(pay({ SpotName: spotName })).toMatchObject({ payout: 95, payoutRule: 'spot-payout-table', PayType: 'Flat Rate' });
  });

  it.each([
    ['an unrecognised pay type', 'Broken Row'],
    ['a non-numeric payout', 'No Payout'],
  ])('2. skips a spot payout row with %s', (_why, spotName) => {
    expect(pay({ SpotName: spotName }).payoutRule).toBe('company-spot-tier');
  });

  it('2. does not match a blank trip spot name to a blank table row', () => {
    expect(pay({ SpotName: '' }).payoutRule).toBe('company-spot-tier');
  });

  it('3. builds one tier from a legacy driver percent rate and live pay value', () => {
    const record = pay({ MilesQTY: 300, TripRevenue: 1200, RateFuel: 0.5, LiveDollarAmount: 10 }, { DriverSpotPercentRate: 0.3, DriverSpotLivePayValue: 20 });
    expect(record).toMatchObject({ payout: 317, payoutRule: 'legacy-driver-rate' });
  });

  it('3. takes LivePayValue when DriverSpotLivePayValue is not numeric', () => {
    const record = pay({ MilesQTY: 300, TripRevenue: 1200, RateFuel: 0.5, LiveDollarAmount: 10 }, { DriverSpotPercentRate: 30, DriverSpotLivePayValue: '', LivePayValue: 15 });
    expect(record.payout).toBe(312);
  });

  it('3. includes no live load when the legacy live value is 0', () => {
    const record = pay({ MilesQTY: 300, TripRevenue: 1200, RateFuel: 0.5, LiveDollarAmount: 10 }, { DriverSpotPercentRate: 30, DriverSpotLivePayValue: 0 });
    expect(record.payout).toBe(297);
  });

  it('3. is not used when the driver has spot tiers of his own', () => {
    const record = pay({ TripRevenue: 900, RevenueDailyGrossDollars: 1100 }, { DriverSpotPercentRate: 0.3, driverSpotRateTableConfig: [driverTier] });
    expect(record).toMatchObject({ payout: 247.5, payoutRule: 'driver-spot-tier' });
  });

  it('4. uses driver tiers when every tier is valid', () => {
    const record = pay({ TripRevenue: 900, RevenueDailyGrossDollars: 1100, LiveDollarAmount: 30 }, { driverSpotRateTableConfig: [driverTier] });
    expect(record).toMatchObject({ payout: 247.5, payoutRule: 'driver-spot-tier' });
  });

  it.each<[string, SpotTierInput]>([
    ['an unrecognised pay type', { ...driverTier, payType: 'Per Hour' }],
    ['a missing pay type', { ...driverTier, payType: undefined }],
    ['a non-numeric pay rate', { ...driverTier, payRate: 'abc' }],
    ['a percentage above 100', { ...driverTier, payRate: 150 }],
    ['a negative percentage', { ...driverTier, payRate: -5 }],
    ['a negative per-mile rate', { ...driverTier, payType: 'Per Mile', payRate: -0.5 }],
    ['a non-numeric mile range', { ...driverTier, mileRangeEnd: 'lots' }],
    ['a missing mile range bound', { ...driverTier, mileRangeStart: undefined }],
    ['a spot name', { ...driverTier, spotName: 'Elko' }],
  ])('4→5. falls back to company tiers when one driver tier has %s', (_why, bad) => {
    const record = pay({}, { driverSpotRateTableConfig: [driverTier, bad] });
    expect(record).toMatchObject({ payout: 343.56, payoutRule: 'company-spot-tier' });
    expect(record.explanation).toMatch(/driver spot tier 2 is not valid/);
  });

  it('5. converts company defaults when the company has no tiers', () => {
    const record = pay({ MilesQTY: 300, TripRevenue: 1200, RateFuel: 0.5, LiveDollarAmount: 10 }, {}, {}, { ...company, spotRateTableConfig: [], companyDefaultSpotPercentageRate: '30', companyDefaultSpotLivePayValue: 20 });
    expect(record).toMatchObject({ payout: 317, payoutRule: 'company-legacy-rate' });
  });

  it('6. pays 0 when no tier covers the miles', () => {
    expect(pay({ MilesQTY: 12000 })).toMatchObject({ payout: 0, payoutRule: 'no-spot-tier' });
  });

  it('6. pays 0 when there are no tiers and no defaults at all', () => {
    expect(pay({}, {}, {}, { SpotPayoutTable: [] })).toMatchObject({ payout: 0, payoutRule: 'no-spot-tier' });
  });

  it('explains the tier line with the rules passed over and the formula with its numbers', () => {
    const record = pay({ LiveDollarAmount: 75 });
    expect(record.payout).toBe(385.56);
    expect(record.explanation).toContain('no payout is stored for this trip and driver'.replace(/^n/, 'N'));
    expect(record.explanation).toContain('spot "Elko" has no valid row in the spot payout table');
    expect(record.explanation).toContain('Spot tier 101-9999 mi, % of Trip Rev: 28% × (1,500.00 - (0.45 × 420 + 420 × 0.20)) = 343.56');
    expect(record.explanation).toContain('live load Per Mile: 420 mi × 0.10 = 42.00; payout 343.56 + 42.00 = 385.56');
  });
});
