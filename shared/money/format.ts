import { toPlainString, type Decimal } from './decimal.ts';
import type { Cents } from './round.ts';

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "1,500.00" for 150000 cents; used in explanations read aloud to drivers. */
export function formatCents(amount: Cents): string {
  const negative = amount < 0;
  const digits = String(Math.abs(amount)).padStart(3, '0');
  const whole = digits.slice(0, -2);
  return (negative ? '−' : '') + groupThousands(whole) + '.' + digits.slice(-2);
}

/** A rate or quantity as written, with at least `minFraction` decimals: 0.2 → "0.20", 420 → "420". */
export function formatDecimal(value: Decimal, minFraction = 0): string {
  const text = toPlainString(value);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const paddedFraction = fraction.padEnd(minFraction, '0');
  return (negative ? '−' : '') + groupThousands(whole) + (paddedFraction ? '.' + paddedFraction : '');
}
