import { describe, expect, it } from 'vitest';
import { totalCompensation } from '#shared/payroll/comp-model';
import { driverPaid, payLeftForDeductionsCents, type PaidEntry } from '#shared/payroll/paid';
import type { CompModelEntry } from '#shared/payroll/result-types';
import { applyAdjustments, type DueAdjustment } from '#shared/settlements/apply-adjustments';

const entry = (label: string, value: number, payable = true, categories: string[] = [label]): CompModelEntry => ({ label, value, payable, taxable: payable, categories, explanation: '' });
const mileage = (value: number) => entry('Mileage Pay', value);
const dandh = (value: number) => entry('D&H Payout', value);
const perDiem = (value: number) => entry('Per Diem', value, false, ['Per Diem']);
const bonus = (value: number) => entry('Safety bonus', value, true, ['Bonus']);
const deduction = (label: string, amount: number, carried = 0): DueAdjustment => ({ adjustmentId: label, kind: 'deduction', label, amount, carried });
const reimbursement = (label: string, amount: number): DueAdjustment => ({ adjustmentId: label, kind: 'reimbursement', label, amount, carried: 0 });

/** The calculation's order: the engine's entries, then adjustments taken from what is left of Paid. */
function calculated(engine: CompModelEntry[], due: DueAdjustment[], plan: 'share' | 'advance') {
  const engineTotal = totalCompensation(engine).total / 100;
  const applied = applyAdjustments(engineTotal, due, payLeftForDeductionsCents(engine, plan));
  const entries: PaidEntry[] = [...engine, ...applied.entries];
  return { applied, entries, paid: driverPaid(entries, plan) };
}

describe('Paid (pay rules, what the driver is paid)', () => {
  // Hank Nguyen's week: $1,240.00 of trips, $25.00 D&H, and his $60.00 per diem.
  const hank = [mileage(1240), dandh(25), perDiem(60)];

  it('with share pays every payable entry, the per diem its non-taxable part and total compensation the taxable rest', () => {
    const paid = driverPaid(hank, 'share');
    expect(totalCompensation(hank).total).toBe(120500);
    expect(paid.paidCents).toBe(126500);
    expect(paid.nonTaxablePerDiemCents).toBe(6000);
    expect(paid.taxableCents).toBe(120500);
    expect(paid.perDiemAdvancedCents).toBe(0);
  });

  it('with advance pays total compensation, the per diem counted as already advanced', () => {
    const paid = driverPaid(hank, 'advance');
    expect(paid.paidCents).toBe(totalCompensation(hank).total);
    expect(paid.perDiemAdvancedCents).toBe(6000);
    expect(paid.nonTaxablePerDiemCents).toBe(0);
    expect(paid.taxableCents).toBe(120500);
  });

  it('is the same under both plans, and equal to total compensation, for a driver without per diem', () => {
    const noDiem = [mileage(980.4), bonus(50)];
    for (const plan of ['share', 'advance'] as const) {
      const paid = driverPaid(noDiem, plan);
      expect(paid.paidCents).toBe(103040);
      expect(paid.paidCents).toBe(totalCompensation(noDiem).total);
      expect(paid.nonTaxablePerDiemCents + paid.perDiemAdvancedCents).toBe(0);
    }
  });

  it('leaves out entries that are not payable, other than the per diem', () => {
    expect(driverPaid([...hank, entry('Referral', 75, false, ['Bonus'])], 'share').paidCents).toBe(126500);
  });

  it('with share lets a deduction larger than Paid take all of Paid, the per diem included, and carries only the rest', () => {
    const { applied, paid } = calculated(hank, [deduction('Truck lease', 1300, 20)], 'share');
    expect(applied.outcomes[0]).toMatchObject({ amountDue: 1320, amountApplied: 1265, carriedOver: 55 });
    expect(paid.paidCents).toBe(0);
    expect(paid.nonTaxablePerDiemCents).toBe(0);
    // Total compensation stays the spec's sum: payable entries less the per diem.
    expect(applied.total).toBe(-60);
  });

  it('with advance lets a deduction take only what the per diem advanced left', () => {
    const { applied, paid } = calculated(hank, [deduction('Truck lease', 1300)], 'advance');
    expect(applied.outcomes[0]).toMatchObject({ amountApplied: 1205, carriedOver: 95 });
    expect(paid.paidCents).toBe(0);
    expect(applied.total).toBe(0);
  });

  it('takes deductions in order from what is left, reimbursements first, Paid never below 0', () => {
    const { applied, paid } = calculated([mileage(100), perDiem(30)], [deduction('Lease', 90), deduction('Phone', 40), reimbursement('Tolls', 15)], 'share');
    expect(applied.outcomes.map((o) => [o.label, o.amountApplied, o.carriedOver])).toEqual([['Tolls', 15, 0], ['Lease', 90, 0], ['Phone', 25, 15]]);
    expect(paid.deductionsTakenCents).toEqual([9000, 2500]);
    expect(paid.paidCents).toBe(0);
  });

  it('with share, after a deduction that leaves some pay, splits the rest between per diem and taxable pay', () => {
    const { applied, paid } = calculated(hank, [deduction('Escrow', 100)], 'share');
    expect(paid.paidCents).toBe(116500);
    expect(paid.nonTaxablePerDiemCents + paid.taxableCents).toBe(paid.paidCents);
    expect(paid.taxableCents).toBe(Math.round(applied.total * 100));
  });

  it('never pays below 0 when the advanced per diem is more than the week earned', () => {
    const paid = driverPaid([mileage(40), perDiem(60)], 'advance');
    expect(paid.paidCents).toBe(0);
    expect(paid.perDiemAdvancedCents).toBe(4000);
  });
});
