import type { Decimal } from './decimal.ts';
import { toPlainString } from './decimal.ts';
import type { Cents } from './round.ts';

/** "1234567" → "1,234,567". Pay explanations format thousands of numbers, so no regex here. */
function groupThousands(whole: string): string {
  if (whole.length <= 3) return whole;
  let out = whole.slice(0, ((whole.length - 1) % 3) + 1);
  for (let i = out.length; i < whole.length; i += 3) out += ',' + whole.slice(i, i + 3);
  return out;
}

const TWO_DIGITS = Array.from({ length: 100 }, (_, i) => (i < 10 ? '0' : '') + i);

/** "1,500.00" for 150000 cents; used in explanations read aloud to drivers. */
export function formatCents(amount: Cents): string {
  const negative = amount < 0;
  const abs = negative ? -amount : amount;
  const whole = Math.floor(abs / 100);
  const text = groupThousands(String(whole)) + '.' + TWO_DIGITS[abs - whole * 100];
  return negative ? '-' + text : text;
}

/** A rate or quantity as written, with at least `minFraction` decimals: 0.2 → "0.20", 420 → "420". */
export function formatDecimal(value: Decimal, minFraction = 0): string {
  const text = value.big === undefined && value.scale === 0 ? String(value.units) : toPlainString(value);
  const negative = text.charCodeAt(0) === 45;
  const body = negative ? text.slice(1) : text;
  const point = body.indexOf('.');
  const whole = point < 0 ? body : body.slice(0, point);
  let fraction = point < 0 ? '' : body.slice(point + 1);
  while (fraction.length < minFraction) fraction += '0';
  const out = groupThousands(whole) + (fraction ? '.' + fraction : '');
  return negative ? '-' + out : out;
}
