/**
 * A calendar date without time or zone, as whole days since 1970-01-01. Pay periods are calendar
 * weeks, so day arithmetic on integers avoids daylight-saving and time-zone drift.
 */
export type CalendarDay = number;

const MS_PER_DAY = 86_400_000;

export function isValidYmd(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function dayFromYmd(year: number, month: number, day: number): CalendarDay {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.floor(date.getTime() / MS_PER_DAY);
}

export function ymdOf(day: CalendarDay): { year: number; month: number; day: number } {
  const date = new Date(day * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The UTC calendar day of an instant given in epoch milliseconds. */
export function dayFromEpochMs(ms: number): CalendarDay {
  return Math.floor(ms / MS_PER_DAY);
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  return day + days;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: CalendarDay): number {
  return (((day + 4) % 7) + 7) % 7;
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

/** "MM/DD/YYYY", the spec's string form of pay-period dates. */
export function formatUsDate(day: CalendarDay): string {
  const { year, month, day: dom } = ymdOf(day);
  return `${pad(month, 2)}/${pad(dom, 2)}/${pad(year, 4)}`;
}

/** "YYYY-MM-DD". */
export function formatIsoDate(day: CalendarDay): string {
  const { year, month, day: dom } = ymdOf(day);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(dom, 2)}`;
}

/** The `YYYY-MM-DD` day `days` days before (or, negative, after) a `YYYY-MM-DD` day. */
export function isoDaysBefore(isoDay: string, days: number): string {
  const [year, month, dom] = isoDay.split('-').map(Number) as [number, number, number];
  return formatIsoDate(addDays(dayFromYmd(year, month, dom), -days));
}
