import { formatCents } from '#shared/money/format';
import type { Cents } from '#shared/money/round';
import type { DriverPayLine } from './driver-pay-lines.ts';
import type { TripPayLine } from './driver-trip-line.ts';
import type { PayLineWordKey, PayLineWords } from './pay-line-words/en.ts';

/** A word of the line in the reader's language, its `{{names}}` filled in (i18next's `t` on the screen). */
export type SayPayWord = (key: PayLineWordKey, values?: Readonly<Record<string, string>>) => string;

/** A template's `{{name}}`s replaced by their values, as i18next does on the screen. */
export function fillIn(template: string, values: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** `say` from a plain word list, for the server and tests. */
export function sayFrom(words: PayLineWords): SayPayWord {
  return (key, values) => fillIn(words[key], values);
}

// Numbers and money read the US way in either language, as the pay document's dates do.
export const dollars = (amount: Cents) => (amount < 0 ? '−$' : '$') + formatCents(Math.abs(amount));
const milesOf = (miles: number) => miles.toLocaleString('en-US', { maximumFractionDigits: 1 });
/** A per-mile rate as written, cents at least: 0.58 → "$0.58", 0.585 → "$0.585". */
const rateOf = (rate: number) => `$${rate.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;

function howPaid(line: TripPayLine, say: SayPayWord): string {
  const miles = milesOf(line.miles);
  if (line.how === 'rate' && line.rate !== undefined) return say('milesTimesRate', { miles, rate: rateOf(line.rate) });
  const mi = say('miles', { miles });
  switch (line.how) {
    case 'miles':
    case 'rate':
      return mi;
    case 'trip-revenue':
    case 'gross-revenue':
      return `${mi} · ${line.percent === undefined ? say(line.how) : say(`${line.how}-percent`, { percent: `${line.percent}%` })}`;
    default:
      return `${mi} · ${say(line.how)}`;
  }
}

/** "Trip 12345 · PHX → ELP · 410 mi × $0.58" (the amount, $237.80, stands beside it). */
function tripText(line: TripPayLine, say: SayPayWord): string {
  const parts = [say('trip', { trip: line.trip })];
  if (line.from !== undefined && line.to !== undefined) parts.push(say('route', { from: line.from, to: line.to }));
  else if (line.place !== undefined) parts.push(line.place);
  if (line.team) parts.push(say('team'));
  if (line.spot) parts.push(say('spot'));
  parts.push(howPaid(line, say));
  return parts.join(' · ');
}

/** A line of the driver's pay in plain words, in the language `say` speaks. */
export function payLineText(line: DriverPayLine, say: SayPayWord): string {
  switch (line.kind) {
    case 'trip':
      return tripText(line, say);
    case 'dandh':
      return say('dandh', { trip: line.trip });
    case 'time':
      return line.time ? say(line.time) : line.label;
    case 'bonus':
      if (line.reason !== undefined) return say('bonusReason', { label: line.label, reason: line.reason });
      if (line.guaranteedCents !== undefined) return say('bonusGuarantee', { label: line.label, amount: dollars(line.guaranteedCents) });
      return line.label;
    case 'reimbursement':
    case 'deduction':
      return say(line.kind, { label: line.label });
    case 'per-diem-advanced':
      return say('perDiemAdvanced');
  }
}
