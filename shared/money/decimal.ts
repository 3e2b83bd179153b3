/**
 * Exact decimal arithmetic for pay figures: a value is `units × 10^-scale` with bigint units, so
 * 0.45 × 420 is 189 exactly and 1.005 stays 1.005 until it is rounded to cents.
 */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

const POW10: bigint[] = [1n];
function pow10(n: number): bigint {
  for (let i = POW10.length; i <= n; i++) POW10.push(POW10[i - 1]! * 10n);
  return POW10[n]!;
}

export const ZERO: Decimal = { units: 0n, scale: 0 };

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** Reads a decimal string such as "0.45", "-12", "1.5e-3"; undefined when it is not one. */
export function parseDecimal(text: string): Decimal | undefined {
  const match = DECIMAL_TEXT.exec(text.trim());
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = '', exponentText] = match;
  if (whole === '' && fraction === '') return undefined;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) return undefined;
  let units = BigInt((whole || '0') + fraction);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/** The decimal a finite number is written as (its shortest round-trip form, as `String(x)` gives). */
export function fromNumber(value: number): Decimal {
  if (Number.isSafeInteger(value)) return { units: BigInt(value), scale: 0 };
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  return parseDecimal(String(value))!;
}

function align(a: Decimal, b: Decimal): [bigint, bigint, number] {
  if (a.scale === b.scale) return [a.units, b.units, a.scale];
  if (a.scale > b.scale) return [a.units, b.units * pow10(a.scale - b.scale), a.scale];
  return [a.units * pow10(b.scale - a.scale), b.units, b.scale];
}

export function add(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = align(a, b);
  return { units: x + y, scale };
}

export function sub(a: Decimal, b: Decimal): Decimal {
  const [x, y, scale] = align(a, b);
  return { units: x - y, scale };
}

export function mul(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** Division by a power of ten is exact: used for percentages (r / 100). */
export function shiftLeft(a: Decimal, places: number): Decimal {
  return { units: a.units, scale: a.scale + places };
}

export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const [x, y] = align(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export function sign(a: Decimal): -1 | 0 | 1 {
  return a.units < 0n ? -1 : a.units > 0n ? 1 : 0;
}

export function abs(a: Decimal): Decimal {
  return a.units < 0n ? { units: -a.units, scale: a.scale } : a;
}

export function min(a: Decimal, b: Decimal): Decimal {
  return compare(a, b) <= 0 ? a : b;
}

export function max(a: Decimal, b: Decimal): Decimal {
  return compare(a, b) >= 0 ? a : b;
}

/** Integer division with rounding half away from zero: the one rounding rule of the product. */
export function divideRoundHalfAway(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  let q = n / d;
  if ((n % d) * 2n >= d) q += 1n;
  return negative ? -q : q;
}

/** Whole cents of `a`, rounded half away from zero. */
export function toCents(a: Decimal): bigint {
  if (a.scale <= 2) return a.units * pow10(2 - a.scale);
  return divideRoundHalfAway(a.units, pow10(a.scale - 2));
}

/** Whole cents of `a / divisor` (for hourly pay per minute), rounded half away from zero. */
export function toCentsOfQuotient(a: Decimal, divisor: bigint): bigint {
  if (a.scale <= 2) return divideRoundHalfAway(a.units * pow10(2 - a.scale), divisor);
  return divideRoundHalfAway(a.units, pow10(a.scale - 2) * divisor);
}

/** Plain decimal text without exponent, e.g. "0.177", "-12.5". */
export function toPlainString(a: Decimal): string {
  const negative = a.units < 0n;
  const digits = (negative ? -a.units : a.units).toString();
  if (a.scale === 0) return (negative ? '-' : '') + digits;
  const padded = digits.padStart(a.scale + 1, '0');
  const whole = padded.slice(0, padded.length - a.scale);
  const fraction = padded.slice(padded.length - a.scale).replace(/0+$/, '');
  return (negative ? '-' : '') + whole + (fraction ? '.' + fraction : '');
}

export function toNumber(a: Decimal): number {
  return Number(toPlainString(a));
}
