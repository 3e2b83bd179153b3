import { cents, type Cents } from '#shared/money/round';
import { ADJUSTMENT_CATEGORY } from '#shared/settlements/apply-adjustments';
import { DANDH_PAY_LABEL, MILEAGE_PAY_LABEL } from './comp-model.ts';
import { dollars, tripLineText, type DriverTripFacts } from './driver-trip-line.ts';
import type { PerDiemPlan } from './per-diem-plan.ts';
import { PER_DIEM_LABEL } from './time-pay.ts';

export type DriverPayLineKind = 'trip' | 'dandh' | 'time' | 'bonus' | 'reimbursement' | 'deduction' | 'per-diem-advanced';

/** One line of the driver's pay as he reads it: what it is, in plain words, and its amount in cents (deductions negative). */
export interface DriverPayLine {
  kind: DriverPayLineKind;
  text: string;
  cents: Cents;
}

/** What the driver is paid and how it adds up: every total is the sum of the lines shown beside it. */
export interface DriverPayStatement {
  plan: PerDiemPlan;
  earnings: DriverPayLine[];
  earningsCents: Cents;
  deductions: DriverPayLine[];
  deductionsCents: Cents;
  /** earningsCents + deductionsCents, never below 0. */
  paidCents: Cents;
  /** With the `share` plan: the part of Paid that is non-taxable per diem, and the rest, his taxable pay. */
  perDiemShare?: { nonTaxableCents: Cents; taxableCents: Cents };
}

/** A comp-model entry as the pay document stores it. */
export interface DriverPayEntry {
  label: string;
  value: number;
  payable: boolean;
  categories?: readonly string[];
  hint?: string;
  flatRate?: boolean;
  guaranteeShortfall?: number;
  baseAmount?: number;
}

export interface DriverPayInput {
  trips: ReadonlyArray<DriverTripFacts & { DandHpayout: number }>;
  entries: readonly DriverPayEntry[];
  plan: PerDiemPlan;
}

/** A bonus in one short sentence: its label and, when payroll gave one, its reason; never the engine's working. */
function bonusText(entry: DriverPayEntry): string {
  const hint = entry.hint?.trim();
  if (hint) return `${entry.label}: ${hint}`;
  if (entry.guaranteeShortfall !== undefined && entry.baseAmount !== undefined) return `${entry.label}: brings this week's trip pay up to the guaranteed ${dollars(cents(entry.baseAmount))}`;
  return entry.label;
}

function entryLine(entry: DriverPayEntry): DriverPayLine {
  const amount = cents(entry.value);
  const categories = entry.categories ?? [];
  if (categories.includes(ADJUSTMENT_CATEGORY)) {
    if (categories.includes('Deduction')) return { kind: 'deduction', text: entry.label, cents: -Math.abs(amount) };
    return { kind: 'reimbursement', text: entry.label, cents: amount };
  }
  if (categories.includes('Time Pay')) return { kind: 'time', text: entry.label, cents: amount };
  return { kind: 'bonus', text: bonusText(entry), cents: amount };
}

const sum = (lines: readonly DriverPayLine[]) => lines.reduce((s, l) => s + l.cents, 0);

/**
 * The driver's pay in plain lines (pay rules, "What the driver is paid"): trips, D&H, time pay, bonuses
 * and reimbursements, then deductions, then Paid. Trip and D&H lines come from the trip payouts, which
 * Mileage Pay and D&H Payout only sum. Entries that are not payable (other than per diem) pay nothing
 * and are left out. Each deduction takes at most what is left, so Paid never goes below 0.
 */
export function driverPayStatement({ trips, entries, plan }: DriverPayInput): DriverPayStatement {
  const tripLines: DriverPayLine[] = trips.map((t) => ({ kind: 'trip', text: tripLineText(t), cents: cents(t.payout) }));
  for (const t of trips) if (cents(t.DandHpayout) > 0) tripLines.push({ kind: 'dandh', text: `Drop and hook · Trip ${t.TripNumber}`, cents: cents(t.DandHpayout) });
  return settle(tripLines, entries, plan);
}

/** Paid alone, for a pay list: Mileage Pay and D&H Payout stand for the trip lines they sum. */
export function paidCentsOf(entries: readonly DriverPayEntry[], plan: PerDiemPlan): Cents {
  const tripLines: DriverPayLine[] = entries
    .filter((e) => e.label === MILEAGE_PAY_LABEL || e.label === DANDH_PAY_LABEL)
    .map((e) => ({ kind: e.label === MILEAGE_PAY_LABEL ? 'trip' : 'dandh', text: e.label, cents: cents(e.value) }));
  return settle(tripLines, entries, plan).paidCents;
}

function settle(tripLines: DriverPayLine[], entries: readonly DriverPayEntry[], plan: PerDiemPlan): DriverPayStatement {
  const earnings = [...tripLines];
  let perDiem: Cents = 0;
  const due: DriverPayLine[] = [];
  for (const entry of entries) {
    if (entry.label === PER_DIEM_LABEL) {
      perDiem += cents(entry.value);
      continue;
    }
    if (!entry.payable || entry.label === MILEAGE_PAY_LABEL || entry.label === DANDH_PAY_LABEL) continue;
    const line = entryLine(entry);
    if (line.kind === 'deduction') due.push(line);
    else if (line.cents !== 0) earnings.push(line);
  }
  if (plan === 'advance' && perDiem > 0) due.unshift({ kind: 'per-diem-advanced', text: 'Per diem advanced', cents: -perDiem });

  const earningsCents = sum(earnings);
  let left = Math.max(0, earningsCents);
  const deductions = due.map((d) => {
    const taken = Math.min(-d.cents, left);
    left -= taken;
    return { ...d, cents: 0 - taken };
  });
  const deductionsCents = sum(deductions);
  const paidCents = earningsCents + deductionsCents;
  const statement: DriverPayStatement = { plan, earnings, earningsCents, deductions, deductionsCents, paidCents };
  if (plan === 'share' && perDiem > 0) {
    const nonTaxableCents = Math.min(perDiem, paidCents);
    statement.perDiemShare = { nonTaxableCents, taxableCents: paidCents - nonTaxableCents };
  }
  return statement;
}
