import { fromNumber, parseDecimal, type Decimal } from './decimal.ts';

/**
 * A "numeric" value (pay-rules.md): a finite number, or a string that parses to one ("0.45").
 * Anything else (blank strings, "12abc", booleans, null) is not numeric.
 */
export function readNumeric(value: unknown): Decimal | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? fromNumber(value) : undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '' || !Number.isFinite(Number(trimmed))) return undefined;
    return parseDecimal(trimmed);
  }
  return undefined;
}

export function isNumeric(value: unknown): boolean {
  return readNumeric(value) !== undefined;
}
