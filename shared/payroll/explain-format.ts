/*
 * How numbers read in explanations. The text keeps to Latin-1 ("×", but "-" for ranges and minus and
 * "->" for legs) so that V8 stores each character in one byte: half the memory of a week's explanations.
 */
import { fromNumber, mul, toPlainString, type Decimal } from '#shared/money/decimal';
import { formatCents, formatDecimal } from '#shared/money/format';
import type { Cents } from '#shared/money/round';

const HUNDRED = fromNumber(100);

/** Money: "1,500.00". */
export const money = (value: Decimal): string => formatDecimal(value, 2);
export const cents = (value: Cents): string => formatCents(value);
/** Miles as written: "420", "12.5". */
export const miles = (value: Decimal): string => toPlainString(value);
/** A per-mile or fuel rate, two decimals at least: "0.20", "0.177". */
export const rate = (value: Decimal): string => formatDecimal(value, 2);
/** A fraction as a percentage: 0.28 → "28%", 0.225 → "22.5%". */
export const percent = (fraction: Decimal): string => toPlainString(mul(fraction, HUNDRED)) + '%';
export const range = (start: Decimal, end: Decimal): string => `${miles(start)}-${miles(end)} mi`;
export const quote = (text: unknown): string => `"${text === null || text === undefined ? '' : String(text)}"`;

/**
 * Explanations are assembled by concatenation, which V8 keeps as a tree of pieces, several times the
 * memory of the text. Each explanation kept in a result passes through here to become one flat string:
 * trimming flattens the tree, and explanations never end in spaces, so the text stays as it is.
 */
export const retained = (text: string): string => text.trimEnd();
