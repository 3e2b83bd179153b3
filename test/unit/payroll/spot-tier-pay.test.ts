import { describe, expect, it } from 'vitest';
import { fromNumber, ZERO } from '#shared/money/decimal';
import { readNumeric } from '#shared/money/numeric';
import { fuelMultiplierOf } from '#shared/payroll/fuel-multiplier';
import { pct } from '#shared/payroll/pay-types';
import { calculateSpotPay, payOnTier, type SpotTripFigures } from '#shared/payroll/spot-tier-pay';
import { readCompanyTier } from '#shared/payroll/spot-tier';
import type { SpotTierInput } from '#shared/payroll/types';
import { toPlainString } from '#shared/money/decimal';

const figures = (f: { miles?: number; revenue?: number; gross?: number; rateFuel?: number; live?: boolean } = {}): SpotTripFigures => ({
  miles: fromNumber(f.miles ?? 420),
  milesText: String(f.miles ?? 420),
  revenue: fromNumber(f.revenue ?? 1500),
  gross: fromNumber(f.gross ?? f.revenue ?? 1500),
  grossIsDaily: f.gross !== undefined,
  rateFuel: fromNumber(f.rateFuel ?? 0.45),
  liveLoadRequested: f.live ?? false,
});
const fuel = { value: fromNumber(0.2), source: 'spotTripRevFuelMultiplier' as const };
const tier = (t: SpotTierInput) => readCompanyTier(t, 0);

describe('pct: percent rates', () => {
  it.each<[number, string | undefined]>([
    [1, '1'],
    [1.5, '0.015'],
    [100, '1'],
    [0.28, '0.28'],
    [28, '0.28'],
    [0, '0'],
    [100.01, undefined],
    [150, undefined],
    [-0.1, undefined],
  ])('reads %s as %s', (rate, fraction) => {
    const result = pct(fromNumber(rate));
    expect(result ? toPlainString(result) : undefined).toBe(fraction);
  });
});

describe('tier calculation by pay type', () => {
  it.each<[string, SpotTierInput, Parameters<typeof figures>[0], number]>([
    ['% of Trip Rev on net revenue', { payType: '% of Trip Rev', payRate: 28 }, {}, 343.56],
    ['% of Trip Rev with rate 1 is 100%', { payType: '% of Trip Rev', payRate: 1 }, {}, 1227],
    ['% of Trip Rev with rate 1.5 is 1.5%', { payType: '% of Trip Rev', payRate: 1.5 }, {}, 18.41],
    ['% of Trip Rev with rate 100 is 100%', { payType: '% of Trip Rev', payRate: 100 }, {}, 1227],
    ['% of Trip Rev with a rate above 100 pays 0', { payType: '% of Trip Rev', payRate: 101 }, {}, 0],
    ['% of Gross Rev on daily gross', { payType: '% of Gross Rev', payRate: 22.5 }, { gross: 1100, revenue: 900 }, 247.5],
    ['% of Gross Rev on trip revenue without daily gross', { payType: '% of Gross Rev', payRate: 0.2 }, { revenue: 900 }, 180],
    ['Per Mile', { payType: 'Per Mile', payRate: 0.55 }, { miles: 312 }, 171.6],
    ['Flat Rate', { payType: 'Flat Rate', payRate: 60 }, {}, 60],
    ['a missing pay type defaults to % of Trip Rev', { payRate: 28 }, {}, 343.56],
    ['a tier without a numeric rate pays 0', { payType: 'Per Mile', payRate: 'x' }, {}, 0],
    ['negative net revenue never pays below 0', { payType: '% of Trip Rev', payRate: 28 }, { revenue: 100 }, 0],
    ['a zero-mile trip has spot pay 0', { payType: 'Flat Rate', payRate: 60 }, { miles: 0 }, 0],
  ])('%s', (_name, input, trip, expected) => {
    expect(payOnTier(tier(input), figures(trip), fuel).spotPay / 100).toBe(expected);
  });

  it('rounds half away from zero on the exact product: 0.5% of 1.00 is 0.01', () => {
    expect(payOnTier(tier({ payType: '% of Gross Rev', payRate: 0.005 }), figures({ revenue: 1 }), fuel).spotPay).toBe(1);
  });
});

describe('live load', () => {
  it.each<[string, SpotTierInput, Parameters<typeof figures>[0], number]>([
    ['Flat Rate pays the live-load rate', { liveLoadType: 'Flat Rate', liveLoadRate: 30 }, {}, 3000],
    ['Per Stop pays the live-load rate', { liveLoadType: 'Per Stop', liveLoadRate: 25 }, {}, 2500],
    ['Per Mile pays miles × rate', { liveLoadType: 'Per Mile', liveLoadRate: 0.1 }, {}, 4200],
    ['% of Trip Rev pays a share of net revenue', { liveLoadType: '% of Trip Rev', liveLoadRate: 10 }, {}, 12270],
    ['% of Gross Rev pays a share of gross', { liveLoadType: '% of Gross Rev', liveLoadRate: 0.05 }, { gross: 2000 }, 10000],
    ['a missing live-load type is a flat amount', { liveLoadRate: 12 }, {}, 1200],
  ])('%s', (_name, live, trip, cents) => {
    const result = payOnTier(tier({ payType: 'Flat Rate', payRate: 0, includeLiveLoad: true, ...live }), figures({ ...trip, live: true }), fuel);
    expect(result.liveLoadPay).toBe(cents);
    expect(result.total).toBe(result.spotPay + result.liveLoadPay);
  });

  it('pays only when the trip asks for it', () => {
    expect(payOnTier(tier({ payType: 'Flat Rate', payRate: 60, includeLiveLoad: true, liveLoadRate: 25 }), figures({ live: false }), fuel).liveLoadPay).toBe(0);
  });

  it('pays only when the tier includes it', () => {
    const result = payOnTier(tier({ payType: 'Flat Rate', payRate: 60, includeLiveLoad: false, liveLoadRate: 25 }), figures({ live: true }), fuel);
    expect(result.liveLoadPay).toBe(0);
    expect(result.explanation).toContain('does not include it');
  });

  it('still pays live load on a zero-mile trip', () => {
    const result = payOnTier(tier({ payType: 'Flat Rate', payRate: 60, includeLiveLoad: true, liveLoadRate: 25, liveLoadType: 'Per Stop' }), figures({ miles: 0, live: true }), fuel);
    expect(result).toMatchObject({ spotPay: 0, liveLoadPay: 2500, total: 2500 });
  });
});

describe('fuel multiplier', () => {
  it.each([
    [{ spotTripRevFuelMultiplier: '0.2', tripRevMultiplier: 0.3 }, '0.2', 'spotTripRevFuelMultiplier'],
    [{ spotTripRevFuelMultiplier: 'abc', tripRevMultiplier: 0.3 }, '0.3', 'tripRevMultiplier'],
    [{ spotTripRevFuelMultiplier: null, tripRevMultiplier: '' }, '0.177', 'default'],
    [{}, '0.177', 'default'],
    [{ spotTripRevFuelMultiplier: 0 }, '0', 'spotTripRevFuelMultiplier'],
  ])('%j gives %s from %s', (company, value, source) => {
    const m = fuelMultiplierOf(company);
    expect([toPlainString(m.value), m.source]).toEqual([value, source]);
  });

  it('enters net revenue per mile: 1500 − (0.45 × 420 + 420 × 0.177) at 100%', () => {
    const result = payOnTier(tier({ payType: '% of Trip Rev', payRate: 100 }), figures(), { value: readNumeric('0.177')!, source: 'default' });
    expect(result.spotPay).toBe(123666); // 1500 − 189 − 74.34 = 1236.66
  });
});

describe('spot pay calculator', () => {
  const tiers = [tier({ mileRangeStart: 0, mileRangeEnd: 100, payType: 'Flat Rate', payRate: 60 }), tier({ mileRangeStart: 50, mileRangeEnd: 9999, payType: 'Flat Rate', payRate: 80 })];
  it('takes the first tier whose inclusive range holds the miles', () => {
    expect(calculateSpotPay(tiers, figures({ miles: 100 }), fuel).total).toBe(6000);
    expect(calculateSpotPay(tiers, figures({ miles: 101 }), fuel).total).toBe(8000);
  });
  it('reads a missing or non-numeric tier bound as the default range 0-9999', () => {
    const open = [tier({ mileRangeStart: 'x', payType: 'Flat Rate', payRate: 60 })];
    expect(calculateSpotPay(open, figures({ miles: 0.5 }), fuel).total).toBe(6000);
    expect(calculateSpotPay(open, figures({ miles: 9999 }), fuel).total).toBe(6000);
    expect(calculateSpotPay(open, figures({ miles: 10000 }), fuel).total).toBe(0);
  });

  it('gives all results 0 with no tiers or no match', () => {
    expect(calculateSpotPay([], figures(), fuel)).toMatchObject({ spotPay: 0, liveLoadPay: 0, total: 0 });
    expect(calculateSpotPay([tiers[0]!], figures({ miles: 500 }), { value: ZERO, source: 'default' }).total).toBe(0);
  });
});
