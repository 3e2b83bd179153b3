import { abs, compare, sign, sub, type Decimal } from '#shared/money/decimal';
import { readNumeric } from '#shared/money/numeric';
import { cents, type Cents } from '#shared/money/round';
import type { DropAndHookEntry } from './company-context.ts';
import * as fmt from './explain-format.ts';

export interface DropAndHookPay {
  readonly payoutCents: Cents;
  readonly explanation: string;
}

/** The row whose ratePaid is closest to the trip's D&H revenue; on a tie, the earlier row. */
export function closestDropAndHookRow(rows: readonly DropAndHookEntry[], revenue: Decimal): { row: DropAndHookEntry; tiedWith?: DropAndHookEntry } | undefined {
  let best: DropAndHookEntry | undefined;
  let bestDistance: Decimal | undefined;
  let tiedWith: DropAndHookEntry | undefined;
  for (const row of rows) {
    const distance = abs(sub(row.ratePaid, revenue));
    const order = bestDistance ? compare(distance, bestDistance) : -1;
    if (order < 0) {
      best = row;
      bestDistance = distance;
      tiedWith = undefined;
    } else if (order === 0 && !tiedWith) {
      tiedWith = row;
    }
  }
  return best ? (tiedWith ? { row: best, tiedWith } : { row: best }) : undefined;
}

/**
 * D&H pay of one driver on one trip: a trip with numeric RevenueDandH > 0 pays the closest table row's
 * payout, unless the driver has disableDandHpay.
 */
export function dropAndHookPayout(revenueDandH: unknown, rows: readonly DropAndHookEntry[], disabled: boolean): DropAndHookPay {
  const revenue = readNumeric(revenueDandH);
  if (!revenue || sign(revenue) <= 0) return { payoutCents: 0, explanation: 'No D&H revenue on this trip: D&H 0.00.' };
  const head = `D&H revenue ${fmt.money(revenue)}`;
  if (disabled) return { payoutCents: 0, explanation: `${head}, but D&H pay is disabled for this driver: D&H 0.00.` };
  const match = closestDropAndHookRow(rows, revenue);
  if (!match) return { payoutCents: 0, explanation: `${head}, but the company has no drop-and-hook table: D&H 0.00.` };
  const { row, tiedWith } = match;
  const amount = row.payout ? Math.max(0, cents(row.payout)) : 0;
  const distance = fmt.money(abs(sub(row.ratePaid, revenue)));
  const tie = tiedWith ? `; row ${tiedWith.index + 1} (rate paid ${fmt.money(tiedWith.ratePaid)}) is as close, and the earlier row wins` : '';
  const payout = row.payout ? fmt.cents(amount) : '0.00 (the row has no numeric payout)';
  return { payoutCents: amount, explanation: `${head}: closest D&H table row is row ${row.index + 1}, rate paid ${fmt.money(row.ratePaid)} (${distance} away)${tie}: D&H ${payout}.` };
}
