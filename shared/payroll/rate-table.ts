import { compare, mul, type Decimal } from '#shared/money/decimal';
import { readNumeric } from '#shared/money/numeric';
import { cents, type Cents } from '#shared/money/round';
import * as fmt from './explain-format.ts';
import type { RateTableRow } from './types.ts';

/**
 * A solo/team rate-table row read once. Unlike spot tiers, rate-table rows have no default range
 * (spec part 2 §5): a row whose bounds are not numeric matches no trip.
 */
export interface RateRow {
  readonly index: number;
  readonly start: Decimal | undefined;
  readonly end: Decimal | undefined;
  readonly payRate: Decimal | undefined;
  /** "row 2 (251-9999 mi)", written once per pay run rather than once per trip. */
  readonly label: string;
}

export function readRateTable(rows: readonly RateTableRow[] | null | undefined): RateRow[] {
  return (rows ?? []).map((row, index) => {
    const start = readNumeric(row?.mileRangeStart);
    const end = readNumeric(row?.mileRangeEnd);
    return { index, start, end, payRate: readNumeric(row?.payRate), label: start && end ? `row ${index + 1} (${fmt.range(start, end)})` : `row ${index + 1}` };
  });
}

/** The first row with mileRangeStart ≤ miles ≤ mileRangeEnd. */
export function findRateRow(rows: readonly RateRow[], miles: Decimal): RateRow | undefined {
  for (const row of rows) {
    if (row.start && row.end && compare(row.start, miles) <= 0 && compare(miles, row.end) <= 0) return row;
  }
  return undefined;
}

export interface RateTablePay {
  readonly payoutCents: Cents;
  readonly payRate: Decimal | undefined;
  readonly text: string;
}

/** miles × payRate of the matching row; a row without a numeric rate pays 0 (invalid payouts default to 0). */
export function payFromRow(row: RateRow, miles: Decimal, milesText: string, tableName: string): RateTablePay {
  const where = `${tableName}, ${row.label}`;
  if (!row.payRate) return { payoutCents: 0, payRate: undefined, text: `${where} has no numeric pay rate: payout 0.00` };
  const amount = Math.max(0, cents(mul(miles, row.payRate)));
  return { payoutCents: amount, payRate: row.payRate, text: `${where}: ${milesText} mi × ${fmt.rate(row.payRate)} = ${fmt.cents(amount)}` };
}
