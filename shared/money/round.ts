import { fromNumber, parseDecimal, toCents, type Decimal } from './decimal.ts';

/** An amount in whole cents; sums of these are exact. */
export type Cents = number;

function toDecimal(value: number | string | Decimal): Decimal {
  if (typeof value === 'number') return fromNumber(value);
  if (typeof value === 'string') {
    const parsed = parseDecimal(value);
    if (!parsed) throw new RangeError(`not a decimal number: "${value}"`);
    return parsed;
  }
  return value;
}

/**
 * Rounds to cents half away from zero, reading a number as the decimal it is written as:
 * 1.005 → 1.01 and 2.675 → 2.68, where `Math.round(x * 100) / 100` gives 1 and 2.67.
 */
export function roundCents(value: number | string | Decimal): number {
  return centsToAmount(Number(toCents(toDecimal(value))));
}

/** Whole cents of a value, rounded half away from zero. */
export function cents(value: number | string | Decimal): Cents {
  return Number(toCents(toDecimal(value)));
}

/** Dollars for whole cents; division of two exact integers gives the nearest double, e.g. 17160 → 171.6. */
export function centsToAmount(amount: Cents): number {
  return amount / 100 + 0;
}
