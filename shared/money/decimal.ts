/**
 * Exact decimal arithmetic for pay figures: a value is `units × 10^-scale`, so 0.45 × 420 is 189
 * exactly and 1.005 stays 1.005 until it is rounded to cents. Units are a safe-integer number on the
 * fast path (pay figures nearly always fit) and a bigint (`big`) only when they would not.
 */
export interface Decimal {
  /** The units when `big` is undefined; otherwise only an approximation of them. */
  readonly units: number;
  readonly scale: number;
  readonly big: bigint | undefined;
}

const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const POW10_NUMBER = Array.from({ length: 23 }, (_, k) => 10 ** k); // exact doubles up to 10^22
const POW10_BIG: bigint[] = [1n];

function pow10Big(n: number): bigint {
  for (let i = POW10_BIG.length; i <= n; i++) POW10_BIG.push(POW10_BIG[i - 1]! * 10n);
  return POW10_BIG[n]!;
}

function small(units: number, scale: number): Decimal {
  return { units: units === 0 ? 0 : units, scale, big: undefined };
}

function fromBig(units: bigint, scale: number): Decimal {
  if (units >= -9007199254740991n && units <= 9007199254740991n) return small(Number(units), scale);
  return { units: Number(units), scale, big: units };
}

function bigUnits(a: Decimal): bigint {
  return a.big ?? BigInt(a.units);
}

export const ZERO: Decimal = small(0, 0);

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
const SHORT_PLAIN = /^[+-]?(?:\d+\.?\d*|\.\d+)$/;

/** Reads a decimal string such as "0.45", "-12", "1.5e-3"; undefined when it is not one. */
export function parseDecimal(text: string): Decimal | undefined {
  const trimmed = text.trim();
  // Up to 15 digits, a string and its double name the same decimal, so the fast reader is exact.
  if (trimmed.length <= 17 && SHORT_PLAIN.test(trimmed) && digitCount(trimmed) <= 15) return fromNumber(Number(trimmed));
  return readDecimalText(trimmed);
}

function digitCount(plain: string): number {
  const signed = plain[0] === '+' || plain[0] === '-';
  return plain.length - (signed ? 1 : 0) - (plain.includes('.') ? 1 : 0);
}

/** The exact reader: digits as a bigint and a scale, for any length and exponent. */
function readDecimalText(trimmed: string): Decimal | undefined {
  const match = DECIMAL_TEXT.exec(trimmed);
  if (!match) return undefined;
  const [, sign = '', whole = '', fraction = '', exponentText] = match;
  if (whole === '' && fraction === '') return undefined;
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) return undefined;
  let units = BigInt((whole || '0') + fraction);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= pow10Big(-scale);
    scale = 0;
  }
  return fromBig(sign === '-' ? -units : units, scale);
}

/** The decimal a finite number is written as (its shortest round-trip form, as `String(x)` gives). */
export function fromNumber(value: number): Decimal {
  if (Number.isSafeInteger(value)) return small(value, 0);
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  for (let k = 1; k <= 15; k++) {
    const units = Math.round(value * POW10_NUMBER[k]!);
    if (Math.abs(units) > MAX_SAFE) break;
    if (units / POW10_NUMBER[k]! === value) return small(units, k);
  }
  // Not through parseDecimal: its fast reader would hand a 16-digit integer such as 2^53 straight back here.
  return readDecimalText(String(value))!;
}

/** Multiplies integer units by 10^places, staying on numbers while exact. */
function scaleUp(a: Decimal, places: number): Decimal {
  if (places === 0) return a;
  if (a.big === undefined && places <= 22) {
    const units = a.units * POW10_NUMBER[places]!;
    if (Math.abs(units) <= MAX_SAFE) return small(units, a.scale + places);
  }
  return fromBig(bigUnits(a) * pow10Big(places), a.scale + places);
}

function align(a: Decimal, b: Decimal): [Decimal, Decimal] {
  if (a.scale === b.scale) return [a, b];
  return a.scale > b.scale ? [a, scaleUp(b, a.scale - b.scale)] : [scaleUp(a, b.scale - a.scale), b];
}

export function add(a: Decimal, b: Decimal): Decimal {
  if (a.scale === b.scale && a.big === undefined && b.big === undefined) {
    const units = a.units + b.units;
    if (Math.abs(units) <= MAX_SAFE) return small(units, a.scale);
  }
  const [x, y] = align(a, b);
  if (x.big === undefined && y.big === undefined) {
    const units = x.units + y.units;
    if (Math.abs(units) <= MAX_SAFE) return small(units, x.scale);
  }
  return fromBig(bigUnits(x) + bigUnits(y), x.scale);
}

export function neg(a: Decimal): Decimal {
  return a.big === undefined ? small(-a.units, a.scale) : fromBig(-a.big, a.scale);
}

export function sub(a: Decimal, b: Decimal): Decimal {
  return add(a, neg(b));
}

export function mul(a: Decimal, b: Decimal): Decimal {
  if (a.big === undefined && b.big === undefined) {
    const units = a.units * b.units;
    if (Math.abs(units) <= MAX_SAFE) return small(units, a.scale + b.scale);
  }
  return fromBig(bigUnits(a) * bigUnits(b), a.scale + b.scale);
}

/** Division by a power of ten is exact: used for percentages (r / 100). */
export function shiftLeft(a: Decimal, places: number): Decimal {
  return a.big === undefined ? small(a.units, a.scale + places) : fromBig(a.big, a.scale + places);
}

export function sign(a: Decimal): -1 | 0 | 1 {
  return a.units < 0 ? -1 : a.units > 0 ? 1 : 0;
}

export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  if (a.scale === b.scale && a.big === undefined && b.big === undefined) return a.units < b.units ? -1 : a.units > b.units ? 1 : 0;
  const [x, y] = align(a, b);
  if (x.big === undefined && y.big === undefined) return x.units < y.units ? -1 : x.units > y.units ? 1 : 0;
  const bx = bigUnits(x), by = bigUnits(y);
  return bx < by ? -1 : bx > by ? 1 : 0;
}

export function abs(a: Decimal): Decimal {
  return a.units < 0 ? neg(a) : a;
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

/** Half-away division of safe integers by a power of ten up to 10^15, exact despite float division. */
function divideSmall(units: number, divisor: number): number {
  const n = Math.abs(units);
  let q = Math.floor(n / divisor);
  let r = n - q * divisor;
  if (r < 0) { q -= 1; r += divisor; } else if (r >= divisor) { q += 1; r -= divisor; }
  if (r * 2 >= divisor) q += 1;
  return units < 0 && q !== 0 ? -q : q;
}

/** Whole cents of `a`, rounded half away from zero. */
export function toCents(a: Decimal): number {
  if (a.scale <= 2) {
    const scaled = scaleUp(a, 2 - a.scale);
    return scaled.big === undefined ? scaled.units : Number(scaled.big);
  }
  const places = a.scale - 2;
  if (a.big === undefined && places <= 15) return divideSmall(a.units, POW10_NUMBER[places]!);
  return Number(divideRoundHalfAway(bigUnits(a), pow10Big(places)));
}

/** Whole cents of `a / divisor` (for hourly pay per minute), rounded half away from zero. */
export function toCentsOfQuotient(a: Decimal, divisor: bigint): number {
  if (a.scale <= 2) return Number(divideRoundHalfAway(bigUnits(a) * pow10Big(2 - a.scale), divisor));
  return Number(divideRoundHalfAway(bigUnits(a), pow10Big(a.scale - 2) * divisor));
}

/** Plain decimal text without exponent, e.g. "0.177", "-12.5". */
export function toPlainString(a: Decimal): string {
  const negative = a.units < 0;
  const digits = a.big === undefined ? String(Math.abs(a.units)) : (negative ? -a.big : a.big).toString();
  if (a.scale === 0) return (negative ? '-' : '') + digits;
  const padded = digits.length > a.scale ? digits : digits.padStart(a.scale + 1, '0');
  const whole = padded.slice(0, padded.length - a.scale);
  let end = padded.length;
  while (end > whole.length && padded.charCodeAt(end - 1) === 48) end--;
  const fraction = padded.slice(whole.length, end);
  return (negative ? '-' : '') + whole + (fraction ? '.' + fraction : '');
}

export function toNumber(a: Decimal): number {
  if (a.big === undefined && a.scale <= 22) return a.units / POW10_NUMBER[a.scale]! + 0;
  return Number(toPlainString(a));
}
