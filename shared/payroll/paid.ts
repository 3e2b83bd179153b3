import { cents, type Cents } from '#shared/money/round';
import { ADJUSTMENT_CATEGORY } from '#shared/settlements/apply-adjustments';
import type { PerDiemPlan } from './per-diem-plan.ts';
import { PER_DIEM_LABEL } from './time-pay.ts';

/** What Paid reads of a comp-model entry (the engine's, or a stored pay document's). */
export interface PaidEntry {
  label: string;
  value: number;
  payable: boolean;
  categories?: readonly string[];
}

/** What the driver is paid and its split (pay rules, "What the driver is paid"). */
export interface PaidFigures {
  plan: PerDiemPlan;
  /** Payable entries other than deductions: trip pay, D&H, time pay, bonuses, reimbursements. */
  earningsCents: Cents;
  perDiemCents: Cents;
  /** `advance`: the per diem handed out during the week, taken first from the earnings; `share`: 0. */
  perDiemAdvancedCents: Cents;
  /** What each deduction took, in order (positive), each at most what was left. */
  deductionsTakenCents: Cents[];
  paidCents: Cents;
  /** `share`: the part of Paid that is the non-taxable per diem; `advance`: 0. */
  nonTaxablePerDiemCents: Cents;
  /** Paid less its non-taxable per diem. */
  taxableCents: Cents;
}

export interface PaidInput {
  plan: PerDiemPlan;
  earningsCents: Cents;
  perDiemCents: Cents;
  /** Deductions due, in the order they apply, as positive amounts. */
  deductionsDueCents: readonly Cents[];
}

/**
 * Paid from its parts, the one place it is worked out: with `share` he is paid every payable entry (the
 * per diem is the non-taxable share already inside them); with `advance` he had the per diem during the
 * week, so it comes off first and he is paid total compensation. Each deduction takes at most what is
 * left, so Paid never goes below 0.
 */
export function settlePaid({ plan, earningsCents, perDiemCents, deductionsDueCents }: PaidInput): PaidFigures {
  let left = Math.max(0, earningsCents);
  const perDiemAdvancedCents = plan === 'advance' ? Math.min(Math.max(0, perDiemCents), left) : 0;
  left -= perDiemAdvancedCents;
  const deductionsTakenCents = deductionsDueCents.map((due) => {
    const taken = Math.min(Math.max(0, due), left);
    left -= taken;
    return taken;
  });
  const nonTaxablePerDiemCents = plan === 'share' ? Math.min(Math.max(0, perDiemCents), left) : 0;
  return { plan, earningsCents, perDiemCents, perDiemAdvancedCents, deductionsTakenCents, paidCents: left, nonTaxablePerDiemCents, taxableCents: left - nonTaxablePerDiemCents };
}

const isDeduction = (entry: PaidEntry) => (entry.categories ?? []).includes(ADJUSTMENT_CATEGORY) && (entry.categories ?? []).includes('Deduction');

/** The parts of Paid in a comp model: per diem entries, deductions (in order) and the other payable entries. */
export function paidParts(entries: readonly PaidEntry[]): Omit<PaidInput, 'plan'> {
  let earningsCents = 0;
  let perDiemCents = 0;
  const deductionsDueCents: Cents[] = [];
  for (const entry of entries) {
    if (entry.label === PER_DIEM_LABEL) perDiemCents += cents(entry.value);
    else if (!entry.payable) continue;
    else if (isDeduction(entry)) deductionsDueCents.push(Math.abs(cents(entry.value)));
    else earningsCents += cents(entry.value);
  }
  return { earningsCents, perDiemCents, deductionsDueCents };
}

/** Paid of a pay document (or of the engine's result) under the company's per diem plan. */
export function driverPaid(entries: readonly PaidEntry[], plan: PerDiemPlan): PaidFigures {
  return settlePaid({ plan, ...paidParts(entries) });
}

/**
 * What settlement deductions may take before any is applied: the pay he would receive, not floored at 0
 * (with `advance` the per diem already came off), so a reimbursement added later is counted from it.
 */
export function payLeftForDeductionsCents(entries: readonly PaidEntry[], plan: PerDiemPlan): Cents {
  const { earningsCents, perDiemCents } = paidParts(entries);
  return plan === 'advance' ? earningsCents - perDiemCents : earningsCents;
}
