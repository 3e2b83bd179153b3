import { describe, expect, it } from 'vitest';
import type { BonusButtonInput, DriverLookup, TripLog } from '#shared/payroll/types';
import { docOf, trip, week } from './week.ts';

/** One driver, 2 trips of 600 and 400 mi on TR0606/TR0707, revenue 3000 + 2000, paid 0.50/mi = 500.00. */
function outcome(button: BonusButtonInput, driver: Partial<DriverLookup> = {}, trips?: TripLog[]) {
  const result = week({
    weekEnding: '11/13/2026',
    company: { soloRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 0.5 }], DropAndHookTable: [{ ratePaid: 50, payout: 20 }] },
    drivers: [{ DriverID: '1000001', Active: true, HireDate: '2020-01-01', Domicile: 'RNO / SPK', ...driver }],
    tripLogs: trips ?? [
      trip({ MilesQTY: 600, VehicleID: 'TR0606', TripRevenue: 3000, RevenueDailyGrossDollars: 3300 }),
      trip({ TripNumber: 'T2', MilesQTY: 400, VehicleID: 'TR0707', TripRevenue: 2000 }),
    ],
    bonusButtons: [{ id: 'b', label: 'Bonus', ...button }],
  });
  const doc = docOf(result);
  return { ...doc.bonusOutcomes[0]!, doc };
}

const flat = { payoutType: 'flat-rate', flatAmount: 100, applyToAll: true, payAllMiles: true } satisfies BonusButtonInput;

describe('bonus eligibility, in order', () => {
  it.each<[string, Partial<DriverLookup>]>([
    ['Active is false', { Active: false }],
    ['TermStatus says Terminated', { TermStatus: 'Terminated' }],
    ['TermStatus says TERMINATED - voluntary', { TermStatus: 'TERMINATED - voluntary' }],
    ['TermStatus says Termed', { TermStatus: 'termed' }],
    ['TermStatus says Inactive / Termination', { TermStatus: 'Inactive / Termination' }],
  ])('driver-inactive when %s', (_why, driver) => {
    expect(outcome(flat, driver)).toMatchObject({ applied: false, reason: 'driver-inactive', amount: 0 });
  });

  it('a TermStatus of TERM makes the driver inactive for bonuses', () => {
    expect(outcome(flat, { TermStatus: 'TERM' })).toMatchObject({ applied: false, reason: 'driver-inactive', amount: 0 });
  });

  it.each(['Term', 'term', 'TERM-2026', 'Inactive/Term', 'Long Term'])('a TermStatus %j holds a word starting with term: the driver is inactive for bonuses', (termStatus) => {
    expect(outcome(flat, { TermStatus: termStatus }).reason).toBe('driver-inactive');
  });

  it.each(['Active', 'Determined', 'Midterm review', '', 'Hired'])('pays an active driver whose TermStatus %j has no word starting with term', (termStatus) => {
    expect(outcome(flat, { TermStatus: termStatus })).toMatchObject({ applied: true, amount: 100 });
  });

  it('reads a TermStatus that says terminated after other words', () => {
    expect(outcome(flat, { TermStatus: 'Inactive - Terminated' }).reason).toBe('driver-inactive');
  });

  it.each<[string, string | undefined, boolean]>([
    ['a hire date 90 days before the period end meets 90 days', '08/15/2026', true],
    ['a hire date 89 days before the period end does not', '08/16/2026', false],
    ['tenure counts to the period end, not the pay date', '2026-08-17', false],
    ['no hire date does not meet a tenure requirement', undefined, false],
  ])('tenure: %s', (_name, hireDate, met) => {
    const result = outcome({ ...flat, tenureMinDays: 90 }, { HireDate: hireDate });
    expect(result.applied).toBe(met);
    if (!met) expect(result.reason).toBe('tenure-requirement-not-met');
  });

  it('checks the driver is active before tenure', () => {
    expect(outcome({ ...flat, tenureMinDays: 90 }, { Active: false, HireDate: '11/01/2026' }).reason).toBe('driver-inactive');
  });

  it.each<[string, BonusButtonInput, boolean]>([
    ['driver id listed', { driverIds: ['1000001'] }, true],
    ['driver id not listed', { driverIds: ['1000002'] }, false],
    ['domicile matches one of the driver codes, ignoring case', { domicileIds: ['spk'] }, true],
    ['domicile matches none', { domicileIds: ['ELK'] }, false],
    ['tractor of one of his trips', { tractorIds: ['tr0707'] }, true],
    ['tractor he did not drive', { tractorIds: ['TR0808'] }, false],
    ['any: one list matching is enough', { matchStrategy: 'any', driverIds: ['1000002'], domicileIds: ['RNO'] }, true],
    ['all: every non-empty list must match', { matchStrategy: 'all', driverIds: ['1000002'], domicileIds: ['RNO'] }, false],
    ['all: passes when each list matches', { matchStrategy: 'all', driverIds: ['1000001'], tractorIds: ['TR0606'] }, true],
    ['all: empty lists do not count', { matchStrategy: 'all', driverIds: ['1000001'], domicileIds: [] }, true],
    ['no lists and no applyToAll selects nobody', {}, false],
    ['applyToAll skips the selectors', { applyToAll: true, driverIds: ['1000002'] }, true],
  ])('selectors: %s', (_name, selectors, matched) => {
    const result = outcome({ payoutType: 'flat-rate', flatAmount: 100, payAllMiles: true, ...selectors });
    expect(result.applied).toBe(matched);
    if (!matched) expect(result.reason).toBe('selector-mismatch');
  });

  it.each<[string, BonusButtonInput, boolean]>([
    ['enforceMileage within min and max inclusive', { eligibility: { enforceMileage: true, minMiles: 1000, maxMiles: 1000 } }, true],
    ['enforceMileage below min', { eligibility: { enforceMileage: true, minMiles: 1001, maxMiles: 3000 } }, false],
    ['enforceMileage above max', { eligibility: { enforceMileage: true, minMiles: 0, maxMiles: 999 } }, false],
    ['enforceMileage wins over payAllMiles', { payAllMiles: true, eligibility: { enforceMileage: true, minMiles: 2000 } }, false],
    ['payAllMiles false needs miles above mileageMin', { payAllMiles: false, mileageMin: 1000 }, false],
    ['payAllMiles false allows miles equal to mileageMax', { payAllMiles: false, mileageMin: 999, mileageMax: 1000 }, true],
    ['payAllMiles false above mileageMax', { payAllMiles: false, mileageMax: 999 }, false],
    ['payAllMiles false with the default window 0–9999', { payAllMiles: false }, true],
    ['payAllMiles true skips the mileage window', { payAllMiles: true, mileageMin: 5000 }, true],
  ])('mileage: %s', (_name, window, met) => {
    const result = outcome({ payoutType: 'flat-rate', flatAmount: 100, applyToAll: true, ...window });
    expect(result.applied).toBe(met);
    if (!met) expect(result.reason).toBe('mileage-eligibility-not-met');
  });
});

describe('bonus amount', () => {
  it.each<[string, BonusButtonInput, number]>([
    ['per-mile on total miles', { payoutType: 'per-mile', rate: 0.02 }, 20],
    ['flat-rate', { payoutType: 'flat-rate', flatAmount: 75 }, 75],
    ['percent-trip-rev with rate 1 is 100% of trip revenue', { payoutType: 'percent-trip-rev', rate: 1, maxPayout: 6000 }, 5000],
    ['percent-trip-rev with rate 1.5 is 1.5%', { payoutType: 'percent-trip-rev', rate: 1.5 }, 75],
    ['percent-gross-rev uses daily gross where given', { payoutType: 'percent-gross-rev', rate: 10 }, 530],
    ['a method capped by its own maxPayout', { calculationMethods: [{ type: 'per-mile', rate: 1, maxPayout: 40 }, { type: 'flat-rate', flatAmount: 50 }] }, 90],
    ['the button cap applies after the sum', { maxPayout: 60, calculationMethods: [{ type: 'per-mile', rate: 1, maxPayout: 40 }, { type: 'flat-rate', flatAmount: 50 }] }, 60],
    ['a maxPayout of 0 caps nothing', { payoutType: 'per-mile', rate: 0.02, maxPayout: 0 }, 20],
    ['rounds once, half away from zero: 1000 × 0.001005', { payoutType: 'per-mile', rate: 0.001005 }, 1.01],
  ])('%s', (_name, amount, expected) => {
    expect(outcome({ applyToAll: true, payAllMiles: true, ...amount })).toMatchObject({ applied: true, amount: expected });
  });

  it.each<[string, BonusButtonInput]>([
    ['a zero flat amount', { payoutType: 'flat-rate', flatAmount: 0 }],
    ['a negative flat amount', { payoutType: 'flat-rate', flatAmount: -10 }],
    ['a percentage above 100', { payoutType: 'percent-trip-rev', rate: 150 }],
    ['an unknown method type', { payoutType: 'per-hour', rate: 5 }],
    ['an amount below half a cent', { payoutType: 'per-mile', rate: 0.000004 }],
  ])('non-positive-amount for %s', (_name, amount) => {
    expect(outcome({ applyToAll: true, payAllMiles: true, ...amount })).toMatchObject({ applied: false, reason: 'non-positive-amount', amount: 0 });
  });

  it('tops up to a guarantee when trip earnings are not included: 800 − (500 + 20 D&H) = 280', () => {
    const trips = [trip({ MilesQTY: 1000, RevenueDandH: 50 })];
    const result = outcome({ ...flat, flatAmount: 800, includeTripEarnings: false }, {}, trips);
    expect(result).toMatchObject({ applied: true, amount: 280 });
    expect(result.doc.compModel.at(-1)).toMatchObject({ label: 'Bonus', value: 280, baseAmount: 800, guaranteeShortfall: 280, existingTripEarnings: 520, includeTripEarnings: false });
  });

  it.each([[500], [400]])('guarantee-met when trip earnings reach a %s guarantee', (guarantee) => {
    expect(outcome({ ...flat, flatAmount: guarantee, includeTripEarnings: false })).toMatchObject({ applied: false, reason: 'guarantee-met', amount: 0 });
  });

  it('adds applied bonuses to the comp model in label order with their flags, and to the total when payable', () => {
    const result = week({
      company: { soloRateTable: [{ mileRangeStart: 0, mileRangeEnd: 9999, payRate: 0.5 }] },
      drivers: [{ DriverID: '1000001' }],
      tripLogs: [trip({ MilesQTY: 1000 })],
      bonusButtons: [
        { id: 'z', label: 'Zone', ...flat, flatAmount: 10, categories: [' Incentive '], incentive: true },
        { id: 'a', label: 'Attendance', ...flat, flatAmount: 20, payable: false, taxable: false },
      ],
    });
    const doc = docOf(result);
    expect(doc.bonusOutcomes.map((o) => o.id)).toEqual(['a', 'z']);
    expect(doc.compModel.slice(2)).toMatchObject([
      { label: 'Attendance', value: 20, payable: false, taxable: false },
      { label: 'Zone', value: 10, payable: true, taxable: true, categories: ['Incentive'], incentive: true },
    ]);
    expect(doc.totalCompensation).toBe(510);
  });

  it('explains an outcome: which check failed and with what numbers', () => {
    const result = outcome({ ...flat, tenureMinDays: 90 }, { HireDate: '2026-10-20' });
    expect(result.explanation).toBe('Bonus not applied (tenure-requirement-not-met): the driver is active; 24 days from hire date 10/20/2026 to period end 11/13/2026, fewer than the 90 required.');
  });
});
