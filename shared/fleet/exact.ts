import { add, divideRoundHalfAway, fromNumber, toNumber, ZERO, type Decimal } from '#shared/money/decimal';

/** Exact arithmetic on decimals for miles, gallons and odometers: sums, quotients rounded half away. */

export function sum(values: Iterable<Decimal>): Decimal {
  let total = ZERO;
  for (const value of values) total = add(total, value);
  return total;
}

function units(a: Decimal): bigint {
  return a.big ?? BigInt(a.units);
}

/** The numerator and denominator of a ÷ b as integers. */
function ratio(a: Decimal, b: Decimal): [bigint, bigint] {
  const scale = Math.max(a.scale, b.scale);
  return [units(a) * 10n ** BigInt(scale - a.scale), units(b) * 10n ** BigInt(scale - b.scale)];
}

/** a ÷ b rounded half away from zero to `places` decimals (b ≠ 0). */
export function divideRounded(a: Decimal, b: Decimal, places: number): Decimal {
  const [n, d] = ratio(a, b);
  const q = divideRoundHalfAway(n * 10n ** BigInt(places), d);
  return { units: Number(q), scale: places, big: q >= -9007199254740991n && q <= 9007199254740991n ? undefined : q };
}

/** ⌈a ÷ b⌉ for b > 0, exactly. */
export function ceilQuotient(a: Decimal, b: Decimal): bigint {
  const [n, d] = ratio(a, b);
  const q = n / d;
  return n % d !== 0n && n > 0n ? q + 1n : q;
}

export const decimal = fromNumber;
export const asNumber = toNumber;

/** "1,234.5" for display in reasons. */
export function shown(a: Decimal | number): string {
  const value = typeof a === 'number' ? a : toNumber(a);
  return value.toLocaleString('en-US', { maximumFractionDigits: 6 });
}
