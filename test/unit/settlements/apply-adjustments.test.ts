import { describe, expect, it } from 'vitest';
import { applyAdjustments, isDueInWeek } from '#shared/settlements/apply-adjustments';

describe('settlement adjustments', () => {
  it('adds reimbursements and takes deductions from the pay', () => {
    const r = applyAdjustments(1000, [
      { adjustmentId: 'd', kind: 'deduction', label: 'Escrow', amount: 100, carried: 0 },
      { adjustmentId: 'r', kind: 'reimbursement', label: 'Scale ticket', amount: 12.5, carried: 0 },
    ], 100000);
    expect(r.total).toBe(912.5);
    expect(r.entries.map((e) => [e.label, e.value])).toEqual([['Reimbursement: Scale ticket', 12.5], ['Deduction: Escrow', -100]]);
  });

  it('carries what a deduction larger than the pay could not take', () => {
    const r = applyAdjustments(80, [{ adjustmentId: 'd', kind: 'deduction', label: 'Advance', amount: 150, carried: 25 }], 8000);
    expect(r.total).toBe(0);
    expect(r.outcomes).toEqual([{ adjustmentId: 'd', kind: 'deduction', label: 'Advance', amountDue: 175, amountApplied: 80, carriedOver: 95 }]);
    expect(r.entries[0]!.explanation).toContain('95.00 carries to the next run');
  });

  it('lets a deduction take what is left of Paid, which can be more than total compensation, and carries only the rest', () => {
    // Share plan: $1,000 earned of which $60 per diem; total compensation $940, Paid $1,000.
    const r = applyAdjustments(940, [{ adjustmentId: 'd', kind: 'deduction', label: 'Truck lease', amount: 1100, carried: 0 }], 100000);
    expect(r.outcomes[0]).toMatchObject({ amountApplied: 1000, carriedOver: 100 });
    expect(r.total).toBe(-60);
    expect(r.entries[0]!.value).toBe(-1000);
  });

  it('counts a reimbursement from pay that the advanced per diem left below 0', () => {
    // Advance plan: $40 earned, $60 per diem advanced; a $50 reimbursement leaves $30 for the deduction.
    const r = applyAdjustments(-20, [
      { adjustmentId: 'd', kind: 'deduction', label: 'Phone', amount: 45, carried: 0 },
      { adjustmentId: 'r', kind: 'reimbursement', label: 'Tolls', amount: 50, carried: 0 },
    ], -2000);
    expect(r.outcomes.map((o) => [o.label, o.amountApplied, o.carriedOver])).toEqual([['Tolls', 50, 0], ['Phone', 30, 15]]);
    expect(r.total).toBe(0);
  });

  it('is due once for a one-off and every week in range for a weekly one', () => {
    const oneOff = { recurrence: 'one-off' as const, startWeekEnding: '2026-01-03' };
    expect(isDueInWeek(oneOff, '2026-01-03', false)).toBe(true);
    expect(isDueInWeek(oneOff, '2026-01-10', true)).toBe(false);
    const weekly = { recurrence: 'weekly' as const, startWeekEnding: '2026-01-03', endWeekEnding: '2026-01-17' };
    expect(['2025-12-27', '2026-01-10', '2026-01-24'].map((w) => isDueInWeek(weekly, w, true))).toEqual([false, true, false]);
  });
});
