/** Cost lines of a maintenance record, added in whole cents so the total is exactly the sum of the lines. */
export type CostKind = 'parts' | 'labour';

export interface CostLine {
  kind: CostKind;
  description: string;
  /** Dollars with at most two decimals. */
  amount: number;
}

export interface CostTotals {
  partsTotal: number;
  labourTotal: number;
  total: number;
}

const toCents = (amount: number) => Math.round(amount * 100);

/** Parts, labour and their total, each the exact sum of its lines. */
export function costTotals(lines: readonly CostLine[]): CostTotals {
  let parts = 0;
  let labour = 0;
  for (const line of lines) {
    if (line.kind === 'parts') parts += toCents(line.amount);
    else labour += toCents(line.amount);
  }
  return { partsTotal: parts / 100, labourTotal: labour / 100, total: (parts + labour) / 100 };
}

/** The sum of many records' totals, in cents first (a CSV's total row). */
export function sumAmounts(amounts: readonly number[]): number {
  return amounts.reduce((sum, a) => sum + toCents(a), 0) / 100;
}
