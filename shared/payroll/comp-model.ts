import { centsToAmount, type Cents } from '#shared/money/round';
import * as fmt from './explain-format.ts';
import type { CompModelEntry } from './result-types.ts';
import { PER_DIEM_LABEL } from './time-pay.ts';

export const MILEAGE_PAY_LABEL = 'Mileage Pay';
export const DANDH_PAY_LABEL = 'D&H Payout';

/** Comp-model values are whole cents already; this reads them back without float drift. */
export function entryCents(entry: Pick<CompModelEntry, 'value'>): Cents {
  return Math.round(entry.value * 100);
}

/** Phase 1 entries: Mileage Pay (sum of trip payouts) and D&H Payout (sum of D&H payouts). */
export function tripEarningEntries(trips: number, mileage: Cents, dandhTrips: number, dandh: Cents): [CompModelEntry, CompModelEntry] {
  return [
    { label: MILEAGE_PAY_LABEL, value: centsToAmount(mileage), payable: true, taxable: true, categories: [MILEAGE_PAY_LABEL], explanation: fmt.retained(`Sum of the payouts of ${trips} trip(s), each explained on its line: ${fmt.cents(mileage)}.`) },
    { label: DANDH_PAY_LABEL, value: centsToAmount(dandh), payable: true, taxable: true, categories: [DANDH_PAY_LABEL], explanation: fmt.retained(`Sum of the D&H payouts of ${dandhTrips} trip(s): ${fmt.cents(dandh)}.`) },
  ];
}

/** Total compensation = payable entries − Per Diem entries (spec part 2 §5). */
export function totalCompensation(entries: readonly CompModelEntry[]): { total: Cents; text: string } {
  let payable = 0;
  let perDiem = 0;
  for (const entry of entries) {
    if (entry.label === PER_DIEM_LABEL) perDiem += entryCents(entry);
    else if (entry.payable) payable += entryCents(entry);
  }
  const total = payable - perDiem;
  const text = perDiem > 0 ? `Payable entries ${fmt.cents(payable)} - per diem ${fmt.cents(perDiem)} = ${fmt.cents(total)}.` : `Payable entries ${fmt.cents(total)}.`;
  return { total, text: fmt.retained(text) };
}
