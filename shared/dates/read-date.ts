import { dayFromEpochMs, dayFromYmd, isValidYmd, type CalendarDay } from './calendar-day.ts';

/** Raised for a value that is none of the accepted date formats; never silently turned into a date. */
export class DateReadError extends Error {
  override readonly name = 'DateReadError';
  readonly value: unknown;
  constructor(value: unknown) {
    super(`unreadable date ${describe(value)}: expected YYYY-MM-DD, an ISO date-time, MM/DD/YYYY, M/D/YY, a spreadsheet serial number (1–2958465) or epoch milliseconds`);
    this.value = value;
  }
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return String(value);
  return value === null ? 'null' : typeof value;
}

const SERIAL_EPOCH = dayFromYmd(1899, 12, 30);
const MAX_SERIAL = 2_958_465; // 9999-12-31
const EPOCH_MS_FLOOR = 1e11;

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/;
const NUMERIC = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

function fromSerial(value: number): CalendarDay | undefined {
  // A fractional serial carries a time of day; the date is its whole part.
  if (Number.isFinite(value) && value >= 1 && value <= MAX_SERIAL) return SERIAL_EPOCH + Math.floor(value);
  return undefined;
}

/** Epoch milliseconds are accepted only as numbers (pay-rules); a numeric string can only be a serial. */
function fromNumber(value: number): CalendarDay | undefined {
  if (Number.isFinite(value) && value >= EPOCH_MS_FLOOR) return dayFromEpochMs(value);
  return fromSerial(value);
}

function fromIso(match: RegExpExecArray): CalendarDay | undefined {
  const [, y, m, d, hh, mm, ss] = match;
  const year = Number(y), month = Number(m), day = Number(d);
  if (!isValidYmd(year, month, day)) return undefined;
  if (hh !== undefined && (Number(hh) > 23 || Number(mm) > 59 || (ss !== undefined && Number(ss) > 59))) return undefined;
  // The date written in the string is the date meant, whatever offset follows it.
  return dayFromYmd(year, month, day);
}

function fromUs(match: RegExpExecArray): CalendarDay | undefined {
  const [, m, d, y = ''] = match;
  const year = y.length === 2 ? 2000 + Number(y) : Number(y);
  const month = Number(m), day = Number(d);
  return isValidYmd(year, month, day) ? dayFromYmd(year, month, day) : undefined;
}

/** Reads a date in any accepted format, or undefined. */
export function tryReadDate(value: unknown): CalendarDay | undefined {
  if (typeof value === 'number') return fromNumber(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const iso = ISO.exec(text);
  if (iso) return fromIso(iso);
  const us = US.exec(text);
  if (us) return fromUs(us);
  if (NUMERIC.test(text)) return fromSerial(Number(text));
  return undefined;
}

/** Reads a date in any accepted format; throws DateReadError otherwise. */
export function readDate(value: unknown): CalendarDay {
  const day = tryReadDate(value);
  if (day === undefined) throw new DateReadError(value);
  return day;
}

/** A date field that may be absent: undefined, null and blank strings mean "not set". */
export function isBlankDate(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}
