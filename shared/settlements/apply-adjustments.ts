import { centsToAmount, cents, type Cents } from '#shared/money/round';
import { formatCents } from '#shared/money/format';

export interface DueAdjustment {
  adjustmentId: string;
  kind: 'deduction' | 'reimbursement';
  label: string;
  /** This run's amount (0 when only a carried remainder is due). */
  amount: number;
  /** Remainder carried from earlier runs. */
  carried: number;
}

export interface AdjustmentEntry {
  label: string;
  value: number;
  payable: true;
  taxable: false;
  categories: string[];
  adjustmentId: string;
  explanation: string;
}

export interface AdjustmentOutcome {
  adjustmentId: string;
  kind: 'deduction' | 'reimbursement';
  label: string;
  amountDue: number;
  amountApplied: number;
  carriedOver: number;
}

export interface AppliedAdjustments {
  entries: AdjustmentEntry[];
  outcomes: AdjustmentOutcome[];
  total: number;
  explanation: string;
}

export const ADJUSTMENT_CATEGORY = 'Settlement Adjustment';

/**
 * Settlement adjustments on top of the engine's total: reimbursements first, then deductions in the
 * given order, each taking at most what is left of what the driver is paid (`payLeftCents`, the pay rules'
 * Paid before adjustments: shared/payroll/paid.ts), so Paid never goes below 0; what a deduction could
 * not take is carried to the next run. The total is the engine's total compensation with the entries added.
 */
export function applyAdjustments(engineTotal: number, due: readonly DueAdjustment[], payLeftCents: Cents): AppliedAdjustments {
  let available: Cents = payLeftCents;
  let adjusted: Cents = 0;
  const entries: AdjustmentEntry[] = [];
  const outcomes: AdjustmentOutcome[] = [];
  const ordered = [...due.filter((d) => d.kind === 'reimbursement'), ...due.filter((d) => d.kind === 'deduction')];
  for (const d of ordered) {
    const dueCents = cents(d.amount) + cents(d.carried);
    if (dueCents <= 0) continue;
    const carriedText = d.carried > 0 ? ` (${formatCents(cents(d.amount))} this run + ${formatCents(cents(d.carried))} carried)` : '';
    if (d.kind === 'reimbursement') {
      available += dueCents;
      adjusted += dueCents;
      entries.push({ label: `Reimbursement: ${d.label}`, value: centsToAmount(dueCents), payable: true, taxable: false, categories: [ADJUSTMENT_CATEGORY, 'Reimbursement'], adjustmentId: d.adjustmentId, explanation: `Reimbursement ${formatCents(dueCents)}${carriedText} added.` });
      outcomes.push({ adjustmentId: d.adjustmentId, kind: d.kind, label: d.label, amountDue: centsToAmount(dueCents), amountApplied: centsToAmount(dueCents), carriedOver: 0 });
      continue;
    }
    const applied = Math.max(0, Math.min(dueCents, available));
    const carry = dueCents - applied;
    available -= applied;
    adjusted -= applied;
    const carryText = carry > 0 ? `; only ${formatCents(applied)} of pay was left, so ${formatCents(carry)} carries to the next run` : '';
    entries.push({ label: `Deduction: ${d.label}`, value: centsToAmount(-applied), payable: true, taxable: false, categories: [ADJUSTMENT_CATEGORY, 'Deduction'], adjustmentId: d.adjustmentId, explanation: `Deduction due ${formatCents(dueCents)}${carriedText}${carryText}.` });
    outcomes.push({ adjustmentId: d.adjustmentId, kind: d.kind, label: d.label, amountDue: centsToAmount(dueCents), amountApplied: centsToAmount(applied), carriedOver: centsToAmount(carry) });
  }
  const totalCents = cents(engineTotal) + adjusted;
  const total = centsToAmount(totalCents);
  const explanation = entries.length === 0 ? '' : ` Settlement adjustments ${formatCents(adjusted)}: total ${formatCents(totalCents)}.`;
  return { entries, outcomes, total, explanation };
}

/** Whether an adjustment is due in the run of `weekEnding` (ISO dates compare as text). */
export function isDueInWeek(a: { recurrence: 'one-off' | 'weekly'; startWeekEnding: string; endWeekEnding?: string; active?: boolean }, weekEnding: string, appliedBefore: boolean): boolean {
  if (a.active === false || a.startWeekEnding > weekEnding) return false;
  if (a.recurrence === 'one-off') return !appliedBefore;
  return !a.endWeekEnding || weekEnding <= a.endWeekEnding;
}
