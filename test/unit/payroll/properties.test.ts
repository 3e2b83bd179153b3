import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePayWeek } from '#shared/payroll/pay-week';
import type { PayWeekResult } from '#shared/payroll/result-types';
import { payWeekInput } from './arbitraries.ts';

const cents = (value: number) => Math.round(value * 100);

function everyAmount(result: PayWeekResult): number[] {
  return result.payDocs.flatMap((doc) => [
    doc.mileagePayout,
    doc.dropAndHookPayout,
    ...doc.TripPayoutRecords.flatMap((r) => [r.payout, r.DandHpayout]),
    ...doc.compModel.map((e) => e.value),
    ...doc.bonusOutcomes.map((o) => o.amount),
  ]);
}

/** A deterministic shuffle driven by fast-check, so failures shrink and replay. */
function shuffled<T>(items: readonly T[], keys: readonly number[]): T[] {
  return items.map((item, i) => ({ item, key: keys[i % Math.max(keys.length, 1)] ?? 0, i })).sort((a, b) => a.key - b.key || b.i - a.i).map((x) => x.item);
}

describe('pay engine properties', () => {
  it('never pays a negative amount on any line', () => {
    fc.assert(
      fc.property(payWeekInput, (input) => {
        for (const amount of everyAmount(computePayWeek(input))) expect(amount).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('pays whole cents on every line', () => {
    fc.assert(
      fc.property(payWeekInput, (input) => {
        for (const amount of everyAmount(computePayWeek(input))) expect(cents(amount) / 100).toBe(amount);
      }),
      { numRuns: 200 },
    );
  });

  it('totals payable entries minus per diem, and sums trip lines into Mileage Pay and D&H Payout', () => {
    fc.assert(
      fc.property(payWeekInput, (input) => {
        for (const doc of computePayWeek(input).payDocs) {
          const payable = doc.compModel.filter((e) => e.payable && e.label !== 'Per Diem').reduce((sum, e) => sum + cents(e.value), 0);
          const perDiem = doc.compModel.filter((e) => e.label === 'Per Diem').reduce((sum, e) => sum + cents(e.value), 0);
          expect(cents(doc.totalCompensation)).toBe(payable - perDiem);
          expect(cents(doc.mileagePayout)).toBe(doc.TripPayoutRecords.reduce((sum, r) => sum + cents(r.payout), 0));
          expect(cents(doc.dropAndHookPayout)).toBe(doc.TripPayoutRecords.reduce((sum, r) => sum + cents(r.DandHpayout), 0));
          expect(doc.compModel.slice(0, 2).map((e) => e.label)).toEqual(['Mileage Pay', 'D&H Payout']);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on the order of drivers or bonus buttons', () => {
    fc.assert(
      fc.property(payWeekInput, fc.array(fc.integer(), { minLength: 1, maxLength: 8 }), fc.array(fc.integer(), { minLength: 1, maxLength: 8 }), (input, driverKeys, buttonKeys) => {
        const reordered = { ...input, drivers: shuffled(input.drivers, driverKeys), bonusButtons: shuffled(input.bonusButtons ?? [], buttonKeys) };
        expect(computePayWeek(reordered)).toEqual(computePayWeek(input));
      }),
      { numRuns: 200 },
    );
  });

  it('lists every trip either in pay documents or as unmatched, never both', () => {
    fc.assert(
      fc.property(payWeekInput, (input) => {
        const result = computePayWeek(input);
        const paid = new Set(result.payDocs.flatMap((d) => d.TripPayoutRecords.map((r) => r.TripNumber)));
        for (const unmatched of result.unmatchedTrips) expect(paid.has(unmatched)).toBe(false);
        expect(paid.size + result.unmatchedTrips.length).toBe(input.tripLogs.length);
      }),
      { numRuns: 200 },
    );
  });

  it('gives every bonus button one outcome per pay document, with a reason exactly when not applied', () => {
    fc.assert(
      fc.property(payWeekInput, (input) => {
        for (const doc of computePayWeek(input).payDocs) {
          expect(doc.bonusOutcomes).toHaveLength(input.bonusButtons?.length ?? 0);
          for (const o of doc.bonusOutcomes) {
            expect(o.applied ? o.reason === undefined && o.amount > 0 : o.reason !== undefined && o.amount === 0).toBe(true);
            expect(o.explanation.length).toBeGreaterThan(10);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('writes every explanation as Latin-1 text that names the amount it explains', () => {
    fc.assert(
      fc.property(payWeekInput, (input) => {
        for (const doc of computePayWeek(input).payDocs) {
          const texts = [doc.totalExplanation, ...doc.compModel.map((e) => e.explanation), ...doc.bonusOutcomes.map((o) => o.explanation)];
          for (const record of doc.TripPayoutRecords) {
            texts.push(record.explanation, record.dandhExplanation);
            expect(record.explanation).toContain(record.payout.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ','));
          }
          for (const text of texts) expect(text).toMatch(/^[\x20-\xff]+$/);
        }
      }),
      { numRuns: 200 },
    );
  });
});
