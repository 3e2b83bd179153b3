import { compare, fromNumber, shiftLeft, sign, type Decimal } from '#shared/money/decimal';

export type PayTypeName = 'Flat Rate' | 'Per Mile' | '% of Trip Rev' | '% of Gross Rev';
export type LiveLoadTypeName = PayTypeName | 'Per Stop';

const PAY_TYPES: Record<string, PayTypeName> = {
  'flat rate': 'Flat Rate',
  'per mile': 'Per Mile',
  '% of trip rev': '% of Trip Rev',
  '% of gross rev': '% of Gross Rev',
};

function key(text: unknown): string {
  return typeof text === 'string' ? text.trim().replace(/\s+/g, ' ').toLowerCase() : '';
}

/** One of the four pay types, matched ignoring case and spacing; undefined when not recognised. */
export function recognisePayType(text: unknown): PayTypeName | undefined {
  return PAY_TYPES[key(text)];
}

export function recogniseLiveLoadType(text: unknown): LiveLoadTypeName | undefined {
  return key(text) === 'per stop' ? 'Per Stop' : recognisePayType(text);
}

export function isFlatRate(text: unknown): boolean {
  return key(text) === 'flat rate';
}

export function isPercentType(type: LiveLoadTypeName): boolean {
  return type === '% of Trip Rev' || type === '% of Gross Rev';
}

const ONE = fromNumber(1);
const HUNDRED = fromNumber(100);

/**
 * pct(r): 1 < r ≤ 100 is a percentage (r / 100), 0 ≤ r ≤ 1 is already a fraction, so 1 means 100%
 * and 1.5 means 1.5%. Above 100 or negative the rate is invalid (undefined).
 */
export function pct(rate: Decimal): Decimal | undefined {
  if (sign(rate) < 0 || compare(rate, HUNDRED) > 0) return undefined;
  return compare(rate, ONE) > 0 ? shiftLeft(rate, 2) : rate;
}

/** Whether a numeric rate is usable for the pay type: a valid pct for percentages, non-negative otherwise. */
export function isValidRateFor(type: LiveLoadTypeName, rate: Decimal): boolean {
  return isPercentType(type) ? pct(rate) !== undefined : sign(rate) >= 0;
}
