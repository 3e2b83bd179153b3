import { cents, centsToAmount, type Cents } from '#shared/money/round';
import { DANDH_PAY_LABEL, MILEAGE_PAY_LABEL } from '#shared/payroll/comp-model';
import { PER_DIEM_LABEL } from '#shared/payroll/time-pay';
import { ADJUSTMENT_CATEGORY } from '#shared/settlements/apply-adjustments';

/**
 * The columns every pay screen, report and export shows, in order. Each counted comp-model entry lands
 * in exactly one of them, signed as it counts: per diem is negative because total compensation is the
 * payable entries minus the per diem (pay rules). So a row's columns add up to its total.
 */
export const PAY_COLUMNS = ['mileagePay', 'dandhPay', 'timePay', 'bonuses', 'adjustments', 'perDiem'] as const;
export type PayColumn = (typeof PAY_COLUMNS)[number];
export type PayColumns = Record<PayColumn, number> & { totalCompensation: number };

/** What pay columns read of a comp-model entry. */
export interface PayEntry {
  label: string;
  value: number;
  payable: boolean;
  categories?: readonly string[];
}

/** The column an entry adds to, or undefined for an entry the total leaves out (not payable, not per diem). */
export function entryColumn(entry: PayEntry): PayColumn | undefined {
  if (entry.label === PER_DIEM_LABEL) return 'perDiem';
  if (!entry.payable) return undefined;
  if (entry.categories?.includes(ADJUSTMENT_CATEGORY)) return 'adjustments';
  if (entry.label === MILEAGE_PAY_LABEL) return 'mileagePay';
  if (entry.label === DANDH_PAY_LABEL) return 'dandhPay';
  if (entry.categories?.includes('Time Pay')) return 'timePay';
  // Any other payable entry comes from a bonus button, whether it is flagged bonus, incentive or neither.
  return 'bonuses';
}

/** An entry's amount as it counts toward total compensation: per diem subtracted, left-out entries 0. */
export function countedCents(entry: PayEntry): Cents {
  const column = entryColumn(entry);
  if (column === undefined) return 0;
  return column === 'perDiem' ? -cents(entry.value) : cents(entry.value);
}

function fromCents(byColumn: Record<PayColumn, Cents>): PayColumns {
  const columns = Object.fromEntries(PAY_COLUMNS.map((c) => [c, centsToAmount(byColumn[c])])) as Record<PayColumn, number>;
  return { ...columns, totalCompensation: centsToAmount(PAY_COLUMNS.reduce((s, c) => s + byColumn[c], 0)) };
}

const zero = (): Record<PayColumn, Cents> => Object.fromEntries(PAY_COLUMNS.map((c) => [c, 0])) as Record<PayColumn, Cents>;

/** One pay document's columns; its total is their sum. */
export function payColumns(entries: readonly PayEntry[]): PayColumns {
  const byColumn = zero();
  for (const entry of entries) {
    const column = entryColumn(entry);
    if (column !== undefined) byColumn[column] += countedCents(entry);
  }
  return fromCents(byColumn);
}

/** Column totals of several rows: each is the sum of that column, and the total their sum. */
export function sumPayColumns(rows: readonly PayColumns[]): PayColumns {
  const byColumn = zero();
  for (const row of rows) for (const c of PAY_COLUMNS) byColumn[c] += cents(row[c]);
  return fromCents(byColumn);
}
