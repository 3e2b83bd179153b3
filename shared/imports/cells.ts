import { dayFromYmd, formatIsoDate, isValidYmd, type CalendarDay } from '#shared/dates/calendar-day';
import type { CellKind } from './import-types.ts';
import type { Cell } from './read-table.ts';

/**
 * One spreadsheet cell read by its column's kind. Forgiving about how people type (currency signs,
 * thousands separators, US dates, spreadsheet dates, Y/N) and exact about what comes out: a blank cell
 * is `undefined`, anything else is a value or a reason a shop manager can act on.
 */
export type CellValue = string | number | boolean;
export type CellRead<T> = { ok: true; value: T | undefined } | { ok: false; reason: string };

/** Longest text a cell may hold; each type's own rules bound its columns tighter. */
export const MAX_CELL_TEXT = 2000;

const ok = <T>(value: T | undefined): CellRead<T> => ({ ok: true, value });
const refuse = <T>(reason: string): CellRead<T> => ({ ok: false, reason });

/** What a cell shows, for the reasons: at most 40 characters, quoted. */
export function shownCell(cell: Cell): string {
  const text = cellText(cell);
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 37)}...` : text);
}

/** A Date from an XLSX date cell: read-excel-file gives the sheet's wall clock as UTC. */
function dateCellDay(date: Date): CalendarDay | undefined {
  const time = date.getTime();
  if (Number.isNaN(time)) return undefined;
  // A serial stored as a float may land a hair before midnight; the nearest minute is the one meant.
  return Math.floor(Math.round(time / 60_000) / 1440);
}

/** The cell as text, trimmed; a Date cell as YYYY-MM-DD (or its ISO instant when it carries a time). */
export function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) {
    const day = dateCellDay(cell);
    if (day === undefined) return '';
    const minutes = Math.round(cell.getTime() / 60_000);
    return minutes % 1440 === 0 ? formatIsoDate(day) : new Date(minutes * 60_000).toISOString();
  }
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return String(cell).replace(/^\ufeff/, '').trim();
}

export function isBlankCell(cell: Cell | undefined): boolean {
  return cellText(cell) === '';
}

/** Text, trimmed, at most `max` characters. A number cell is its digits (tractor numbers often are). */
export function readText(cell: Cell | undefined, max = MAX_CELL_TEXT): CellRead<string> {
  const text = cellText(cell);
  if (text === '') return ok(undefined);
  if (text.length > max) return refuse(`the text is ${text.length} characters long; at most ${max}`);
  return ok(text);
}

const PLAIN = /^\d+(?:\.\d*)?$|^\.\d+$/;
/** Groups of three digits separated by commas, spaces or no-break spaces: 1,234,567.89 or 1 234. */
const GROUPED = /^\d{1,3}(?:(?:,\d{3})+|(?:[ \u00a0\u202f]\d{3})+)(?:\.\d*)?$/;

interface NumberOptions {
  /** Accounting negatives "(12.00)" are read only for money. */
  readonly parentheses: boolean;
  readonly currency: boolean;
}

function readNumeric(cell: Cell | undefined, options: NumberOptions): CellRead<number> | 'not-a-number' {
  if (typeof cell === 'number') return Number.isFinite(cell) ? ok(cell) : 'not-a-number';
  if (typeof cell === 'boolean' || cell instanceof Date) return 'not-a-number';
  let text = cellText(cell);
  if (text === '') return ok(undefined);
  let negative = false;
  if (options.parentheses && /^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  if (/^[-\u2212]/.test(text)) {
    if (negative) return 'not-a-number';
    negative = true;
    text = text.slice(1).trim();
  }
  if (options.currency) text = text.replace(/^\$\s*/, '').replace(/\s*(?:USD|\$)$/i, '');
  if (/^[-\u2212]/.test(text) && !negative) {
    negative = true;
    text = text.slice(1).trim();
  }
  if (!PLAIN.test(text) && !GROUPED.test(text)) return 'not-a-number';
  const value = Number(text.replace(/[, \u00a0\u202f]/g, ''));
  if (!Number.isFinite(value)) return 'not-a-number';
  return ok(negative ? -value : value);
}

/** A number such as 1234.5, 1,234.5, 1 234 or -12.5 (latitudes and longitudes are negative). */
export function readNumber(cell: Cell | undefined): CellRead<number> {
  const read = readNumeric(cell, { parentheses: false, currency: false });
  return read === 'not-a-number' ? refuse(`${shownCell(cell ?? null)} is not a number; expected a number such as 1234.5`) : read;
}

/** A whole number such as 125000 or 125,000. */
export function readInteger(cell: Cell | undefined): CellRead<number> {
  const read = readNumeric(cell, { parentheses: false, currency: false });
  if (read === 'not-a-number' || (read.ok && read.value !== undefined && !Number.isInteger(read.value))) {
    return refuse(`${shownCell(cell ?? null)} is not a whole number; expected a number such as 125000`);
  }
  return read;
}

/**
 * Dollars and cents: "$1,234.50", "1234.5", "-12", and the accounting "(12.00)" for -12.00. Whether a
 * negative amount makes sense is the type's rule (its schema refuses negative repair costs and rules;
 * a leg payout may be negative). A spreadsheet's float noise (1234.5000000001) is rounded to the cent;
 * a third decimal is refused.
 */
export function readMoney(cell: Cell | undefined): CellRead<number> {
  const read = readNumeric(cell, { parentheses: true, currency: true });
  const example = 'expected an amount such as 1234.50 or $1,234.50';
  if (read === 'not-a-number') return refuse(`${shownCell(cell ?? null)} is not an amount; ${example}`);
  if (!read.ok || read.value === undefined) return read;
  const cents = Math.round(read.value * 100);
  if (Math.abs(cents - read.value * 100) > 1e-6) return refuse(`${shownCell(cell ?? null)} has more than two decimals; ${example}`);
  return ok(cents / 100 + 0);
}

/** Excel's 1900 date system: 1 = 1900-01-01, and 60 is the 1900-02-29 that never was (Lotus' leap-year bug). */
const SERIAL_DAY_ZERO = dayFromYmd(1899, 12, 31);
const SERIAL_AFTER_BUG = dayFromYmd(1899, 12, 30);
const MAX_SERIAL = 2_958_465;
const FIRST_YEAR = 1900;
const LAST_YEAR = 2100;

export const DATE_EXAMPLE = 'expected a date such as 2025-03-14 or 3/14/2025';

function fromSerial(serial: number): CalendarDay | undefined {
  if (!Number.isFinite(serial) || serial < 1 || serial > MAX_SERIAL) return undefined;
  const whole = Math.floor(serial);
  if (whole === 60) return undefined;
  return whole < 60 ? SERIAL_DAY_ZERO + whole : SERIAL_AFTER_BUG + whole;
}

const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:Z|[+-]\d{2}:?\d{2})?)?$/i;
const US_DAY = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4}|\d{2})(?:\s+\d{1,2}:\d{2}(?::\d{2})?\s*(?:AM|PM)?)?$/i;
const SERIAL = /^\d+(?:\.\d+)?$/;

function dayOf(year: number, month: number, day: number): CalendarDay | undefined {
  return isValidYmd(year, month, day) ? dayFromYmd(year, month, day) : undefined;
}

function readDay(cell: Cell): CalendarDay | undefined {
  if (cell instanceof Date) return dateCellDay(cell);
  if (typeof cell === 'number') return fromSerial(cell);
  if (typeof cell !== 'string') return undefined;
  const text = cellText(cell);
  const iso = ISO_DAY.exec(text);
  if (iso) return dayOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const us = US_DAY.exec(text);
  if (us) {
    const year = us[4]!.length === 2 ? 2000 + Number(us[4]) : Number(us[4]);
    return dayOf(year, Number(us[1]), Number(us[3]));
  }
  if (SERIAL.test(text)) return fromSerial(Number(text));
  return undefined;
}

/**
 * A calendar date as YYYY-MM-DD from YYYY-MM-DD, M/D/YYYY, M/D/YY (20YY), MM-DD-YYYY, an XLSX date
 * cell or a spreadsheet serial number (45736 = 2025-03-20). A time after the date is ignored. Years
 * outside 1900–2100 are refused as typing mistakes.
 */
export function readDate(cell: Cell | undefined): CellRead<string> {
  if (isBlankCell(cell ?? null)) return ok(undefined);
  const day = readDay(cell ?? null);
  if (day === undefined) return refuse(`${shownCell(cell ?? null)} is not a date; ${DATE_EXAMPLE}`);
  const iso = formatIsoDate(day);
  const year = Number(iso.slice(0, 4));
  if (year < FIRST_YEAR || year > LAST_YEAR) return refuse(`${shownCell(cell ?? null)} is not a date between ${FIRST_YEAR} and ${LAST_YEAR}; ${DATE_EXAMPLE}`);
  return ok(iso);
}

const YES = new Set(['yes', 'y', 'true', '1', 'x']);
const NO = new Set(['no', 'n', 'false', '0']);

/** Yes or no: yes/y/true/1/x and no/n/false/0 in any case; blank means "not given" (the rule's default). */
export function readFlag(cell: Cell | undefined): CellRead<boolean> {
  if (typeof cell === 'boolean') return ok(cell);
  const text = cellText(cell ?? null).toLowerCase();
  if (text === '') return ok(undefined);
  if (YES.has(text)) return ok(true);
  if (NO.has(text)) return ok(false);
  return refuse(`${shownCell(cell ?? null)} is not yes or no; expected yes, no, Y, N, true, false, 1, 0 or x`);
}

/** The 50 states and DC, the Canadian provinces and territories, and the Mexican states. */
export const STATE_CODES: ReadonlySet<string> = new Set([
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT',
  'AG', 'BN', 'BS', 'CH', 'CI', 'CL', 'CM', 'CP', 'CS', 'DF', 'DG', 'GJ', 'GR', 'HG', 'JA', 'MC', 'MR', 'MX', 'NA', 'NL', 'OA',
  'PU', 'QE', 'QI', 'SI', 'SL', 'SO', 'TB', 'TL', 'TM', 'VE', 'YU', 'ZA',
]);

/** A two-letter US state, Canadian province or Mexican state code, upper-cased ("az" → "AZ"). */
export function readState(cell: Cell | undefined): CellRead<string> {
  const text = cellText(cell ?? null).toUpperCase();
  if (text === '') return ok(undefined);
  if (!STATE_CODES.has(text)) return refuse(`${shownCell(cell ?? null)} is not a state code; expected two letters such as TX, ON or NL`);
  return ok(text);
}

const TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|UTC|[+-]\d{2}:?\d{2})?$/i;
const US_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(AM|PM)?\s*(Z|UTC|[+-]\d{2}:?\d{2})?$/i;

function zoneSuffix(zone: string | undefined): string {
  if (!zone) return '';
  if (/^(Z|UTC)$/i.test(zone)) return 'Z';
  return zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A moment as ISO 8601: "2025-03-14T08:30:00-07:00", "2025-03-14 15:30Z", "3/14/2025 8:30 AM", an XLSX
 * date-time cell or a spreadsheet serial with a fraction of a day. A zone written stays in the text, so
 * the instant is exact; without one the text is the wall clock ("2025-03-14T08:30:00"), which the
 * reader of the type places in a zone (the company's, for positions).
 */
export function readDateTime(cell: Cell | undefined): CellRead<string> {
  if (isBlankCell(cell ?? null)) return ok(undefined);
  const refused = refuse<string>(`${shownCell(cell ?? null)} is not a date and time; expected one such as 2025-03-14T08:30:00Z or 3/14/2025 8:30 AM`);
  // An XLSX cell holds a wall clock without a zone (read-excel-file gives it as UTC).
  const wallClock = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().slice(0, 19);
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? refused : ok(wallClock(cell.getTime()));
  if (typeof cell === 'number') {
    const day = fromSerial(cell);
    if (day === undefined) return refused;
    return ok(wallClock(day * 86_400_000 + (cell - Math.floor(cell)) * 86_400_000));
  }
  const text = cellText(cell ?? null);
  const iso = TIME.exec(text);
  const us = iso ? undefined : US_TIME.exec(text);
  let parts: [number, number, number, number, number, number, string | undefined] | undefined;
  if (iso) parts = [Number(iso[1]), Number(iso[2]), Number(iso[3]), Number(iso[4]), Number(iso[5]), Number(iso[6] ?? 0), iso[7]];
  else if (us) {
    let hour = Number(us[4]);
    const meridiem = us[7]?.toUpperCase();
    if (meridiem && (hour < 1 || hour > 12)) return refused;
    if (meridiem === 'PM' && hour < 12) hour += 12;
    if (meridiem === 'AM' && hour === 12) hour = 0;
    parts = [us[3]!.length === 2 ? 2000 + Number(us[3]) : Number(us[3]), Number(us[1]), Number(us[2]), hour, Number(us[5]), Number(us[6] ?? 0), us[8]];
  }
  if (!parts) return refused;
  const [year, month, day, hour, minute, second, zone] = parts;
  if (!isValidYmd(year, month, day) || hour > 23 || minute > 59 || second > 59 || year < FIRST_YEAR || year > LAST_YEAR) return refused;
  return ok(`${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:${pad(second)}${zoneSuffix(zone)}`);
}

/** Reads a cell by its column's kind; text is bounded by `maxText`. */
export function readCell(kind: CellKind, cell: Cell | undefined, maxText = MAX_CELL_TEXT): CellRead<CellValue> {
  switch (kind) {
    case 'text':
      return readText(cell, maxText);
    case 'number':
      return readNumber(cell);
    case 'money':
      return readMoney(cell);
    case 'integer':
      return readInteger(cell);
    case 'date':
      return readDate(cell);
    case 'datetime':
      return readDateTime(cell);
    case 'flag':
      return readFlag(cell);
    case 'state':
      return readState(cell);
  }
}
