import { cents, type Cents } from '#shared/money/round';
import { ADJUSTMENT_CATEGORY } from '#shared/settlements/apply-adjustments';
import { DANDH_PAY_LABEL, MILEAGE_PAY_LABEL } from './comp-model.ts';
import { tripPayLine, type DriverTripFacts, type TripPayLine } from './driver-trip-line.ts';
import { driverPaid, settlePaid } from './paid.ts';
import type { PerDiemPlan } from './per-diem-plan.ts';
import { DAY_RATE_LABEL, HOURLY_LABEL, PER_DIEM_LABEL, WEEKLY_LABEL } from './time-pay.ts';

/** The time pays the engine names; another time entry is shown by its label. */
export type TimePayKind = 'day-rate' | 'hourly' | 'weekly';
const TIME_PAYS: Readonly<Record<string, TimePayKind>> = { [DAY_RATE_LABEL]: 'day-rate', [HOURLY_LABEL]: 'hourly', [WEEKLY_LABEL]: 'weekly' };

/**
 * One line of the driver's pay: what it is, as a kind and its parameters that his screen or PDF puts in his
 * language (shared/payroll/pay-line-text.ts), and its amount in cents (deductions negative). Labels the
 * office typed (a bonus's name and reason, an adjustment's description) are data and stay as typed.
 */
export type DriverPayLine =
  | TripPayLine
  | { kind: 'dandh'; cents: Cents; trip: string }
  | { kind: 'time'; cents: Cents; label: string; time?: TimePayKind }
  | { kind: 'bonus'; cents: Cents; label: string; reason?: string; guaranteedCents?: Cents }
  | { kind: 'reimbursement' | 'deduction'; cents: Cents; label: string }
  | { kind: 'per-diem-advanced'; cents: Cents };
export type DriverPayLineKind = DriverPayLine['kind'];

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

/** A bonus: its label and, when payroll gave one, its reason, else the guarantee it makes up to; never the engine's working. */
function bonusLine(entry: DriverPayEntry, amount: Cents): DriverPayLine {
  const reason = entry.hint?.trim();
  if (reason) return { kind: 'bonus', cents: amount, label: entry.label, reason };
  if (entry.guaranteeShortfall !== undefined && entry.baseAmount !== undefined) return { kind: 'bonus', cents: amount, label: entry.label, guaranteedCents: cents(entry.baseAmount) };
  return { kind: 'bonus', cents: amount, label: entry.label };
}

/** The adjustment's description as payroll typed it: the engine prefixes its kind, which the line's kind already says. */
const described = (label: string, kind: 'Deduction' | 'Reimbursement') => (label.startsWith(`${kind}: `) ? label.slice(kind.length + 2) : label);

function entryLine(entry: DriverPayEntry): DriverPayLine {
  const amount = cents(entry.value);
  const categories = entry.categories ?? [];
  if (categories.includes(ADJUSTMENT_CATEGORY)) {
    if (categories.includes('Deduction')) return { kind: 'deduction', cents: -Math.abs(amount), label: described(entry.label, 'Deduction') };
    return { kind: 'reimbursement', cents: amount, label: described(entry.label, 'Reimbursement') };
  }
  if (categories.includes('Time Pay')) {
    const time = TIME_PAYS[entry.label];
    return time ? { kind: 'time', cents: amount, label: entry.label, time } : { kind: 'time', cents: amount, label: entry.label };
  }
  return bonusLine(entry, amount);
}

const sum = (lines: readonly DriverPayLine[]) => lines.reduce((s, l) => s + l.cents, 0);

/**
 * The driver's pay in plain lines (pay rules, "What the driver is paid"): trips, D&H, time pay, bonuses
 * and reimbursements, then deductions, then Paid. Trip and D&H lines come from the trip payouts, which
 * Mileage Pay and D&H Payout only sum. Entries that are not payable (other than per diem) pay nothing
 * and are left out. Each deduction takes at most what is left, so Paid never goes below 0.
 */
export function driverPayStatement({ trips, entries, plan }: DriverPayInput): DriverPayStatement {
  const tripLines: DriverPayLine[] = trips.map(tripPayLine);
  for (const t of trips) if (cents(t.DandHpayout) > 0) tripLines.push({ kind: 'dandh', cents: cents(t.DandHpayout), trip: t.TripNumber });
  return settle(tripLines, entries, plan);
}

/** Paid alone, for a pay list, from the entries (Mileage Pay and D&H Payout stand for the trip lines they sum). */
export function paidCentsOf(entries: readonly DriverPayEntry[], plan: PerDiemPlan): Cents {
  return driverPaid(entries, plan).paidCents;
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
  const earningsCents = sum(earnings);
  const paid = settlePaid({ plan, earningsCents, perDiemCents: perDiem, deductionsDueCents: due.map((d) => -d.cents) });
  const deductions: DriverPayLine[] = due.map((d, i) => ({ ...d, cents: 0 - paid.deductionsTakenCents[i]! }));
  if (plan === 'advance' && perDiem > 0) deductions.unshift({ kind: 'per-diem-advanced', cents: 0 - paid.perDiemAdvancedCents });
  const deductionsCents = sum(deductions);
  const statement: DriverPayStatement = { plan, earnings, earningsCents, deductions, deductionsCents, paidCents: paid.paidCents };
  if (plan === 'share' && perDiem > 0) statement.perDiemShare = { nonTaxableCents: paid.nonTaxablePerDiemCents, taxableCents: paid.taxableCents };
  return statement;
}
