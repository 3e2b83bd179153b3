import { centsToAmount } from '#shared/money/round';
import { countedCents, entryColumn, type PayEntry } from '#shared/payroll-summary/pay-columns';
import { usd } from '#web/components/format.ts';
import { payDocText as t } from '#web/features/payroll/strings.ts';

/** A compensation line's amount as it counts toward the total: per diem negative; a line the total leaves out says so. */
export function payLineAmount(entry: PayEntry): string {
  if (entryColumn(entry) === undefined) return t.notCounted(usd(entry.value));
  return usd(centsToAmount(countedCents(entry)));
}
