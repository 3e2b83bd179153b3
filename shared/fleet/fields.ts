import * as z from 'zod';
import type { Decimal } from '#shared/money/decimal';
import { readNumeric } from '#shared/money/numeric';
import { isBlank, readDay, readTimestamp, UNREADABLE_DATE, UNREADABLE_TIMESTAMP } from './dates.ts';
import { FleetInputError } from './errors.ts';
import { DEFAULT_TIME_ZONE, isTimeZone } from './zone.ts';

/** Zod fields shared by the fleet calculations; numbers take numbers or numeric strings. */

function received(input: unknown): string {
  if (input === undefined) return 'nothing';
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'an array';
  if (typeof input === 'string') return `the string ${JSON.stringify(input.length > 40 ? `${input.slice(0, 40)}…` : input)}`;
  if (typeof input === 'object') return 'an object';
  return `${typeof input} ${String(input)}`;
}

export const expecting = (what: string) => ({ error: (issue: { input?: unknown }) => `expected ${what}, got ${received(issue.input)}` });

export const MAX_TEXT = 200;
export const MAX_ROWS = 200_000;

export const record = <T extends z.ZodRawShape>(shape: T) => z.looseObject(shape, expecting('an object'));
export const rows = <T extends z.ZodType>(item: T) => z.array(item, expecting('an array')).max(MAX_ROWS);
export const text = z.string(expecting('a string')).max(MAX_TEXT).nullish();
export const flag = z.boolean(expecting('true or false')).nullish();
/** An id as given (string or number); compare ids through `idKey`. */
export const id = z.union([z.string().max(MAX_TEXT), z.number()], expecting('a string or a number'));

export function idKey(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

/** A jurisdiction or country code: trimmed and upper-cased; blank or absent is ''. */
export const code = z.union([z.string().max(MAX_TEXT), z.null(), z.undefined()], expecting('a string')).optional()
  .transform((value) => (value ?? '').trim().toUpperCase());

const numberOrText = z.union([z.number(), z.string().max(MAX_TEXT)], expecting('a number or a numeric string'));

/** A required numeric value as an exact decimal. */
export const numeric = numberOrText.transform((value, ctx): Decimal => {
  const decimal = readNumeric(value);
  if (decimal === undefined) {
    ctx.addIssue({ code: 'custom', message: `expected a number, got ${received(value)}` });
    return z.NEVER;
  }
  return decimal;
});

/** A numeric value that may be absent, null or blank (undefined then). */
export const optionalNumeric = z.union([numberOrText, z.null(), z.undefined()], expecting('a number or a numeric string')).optional()
  .transform((value, ctx): Decimal | undefined => {
    if (isBlank(value)) return undefined;
    const decimal = readNumeric(value);
    if (decimal === undefined) {
      ctx.addIssue({ code: 'custom', message: `expected a number, got ${received(value)}` });
      return z.NEVER;
    }
    return decimal;
  });

const dateInput = z.union([z.string().max(MAX_TEXT), z.number(), z.null(), z.undefined()], expecting('a date')).optional();

/** A calendar day (days since 1970-01-01) in the zone; required unless `optional`. */
export function dayField(timeZone: string) {
  return dateInput.transform((value, ctx): number => {
    const day = isBlank(value) ? undefined : readDay(value, timeZone);
    if (day === undefined) {
      ctx.addIssue({ code: 'custom', message: isBlank(value) ? `${UNREADABLE_DATE}, got ${received(value)}` : `unreadable date ${JSON.stringify(value)}: ${UNREADABLE_DATE}` });
      return z.NEVER;
    }
    return day;
  });
}

/** A calendar day that may be absent or blank (undefined then). */
export function optionalDayField(timeZone: string) {
  return dateInput.transform((value, ctx): number | undefined => {
    if (isBlank(value)) return undefined;
    const day = readDay(value, timeZone);
    if (day === undefined) {
      ctx.addIssue({ code: 'custom', message: `unreadable date ${JSON.stringify(value)}: ${UNREADABLE_DATE}` });
      return z.NEVER;
    }
    return day;
  });
}

/** An instant in epoch milliseconds; blank gives undefined when `optional`, else a problem. */
export function timestampField(timeZone: string, optional = false) {
  return dateInput.transform((value, ctx): number | undefined => {
    if (isBlank(value) && optional) return undefined;
    const instant = isBlank(value) ? undefined : readTimestamp(value, timeZone);
    if (instant === undefined) {
      ctx.addIssue({ code: 'custom', message: isBlank(value) ? `${UNREADABLE_TIMESTAMP}, got ${received(value)}` : `unreadable timestamp ${JSON.stringify(value)}: ${UNREADABLE_TIMESTAMP}` });
      return z.NEVER;
    }
    return instant;
  });
}

/**
 * The input's `timeZone` (default America/Chicago), read before the rest since every date depends on
 * it; an unknown zone is refused naming `timeZone`.
 */
export function readTimeZone(input: unknown): string {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new FleetInputError([`(input): expected an object, got ${received(input)}`]);
  const value = (input as { timeZone?: unknown }).timeZone;
  if (isBlank(value)) return DEFAULT_TIME_ZONE;
  if (typeof value !== 'string') throw new FleetInputError([`timeZone: expected an IANA time zone name, got ${received(value)}`]);
  if (!isTimeZone(value.trim())) throw new FleetInputError([`timeZone: unknown time zone ${JSON.stringify(value)}: expected an IANA name such as America/Chicago`]);
  return value.trim();
}
