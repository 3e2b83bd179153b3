import { dayFromYmd, daysInMonth, formatIsoDate, isValidYmd, ymdOf } from '#shared/dates/calendar-day';
import type { CalendarDay } from '#shared/dates/calendar-day';
import { instantOfWallClock, localDayOf } from './zone.ts';

/**
 * Dates and timestamps as fleet-rules.md reads them: a date is a calendar day in the company's zone; a
 * timestamp is an instant (epoch milliseconds), and one written without an offset is wall-clock time
 * in that zone.
 */
export { formatIsoDate };
export type { CalendarDay };

const MS_PER_DAY = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?)?$/;
const EPOCH_DIGITS = /^-?\d{10,16}$/;

interface Written { year: number; month: number; day: number; ms: number; offsetMs: number | undefined; hasTime: boolean }

function offsetOf(text: string | undefined): number | undefined | null {
  if (text === undefined) return undefined;
  if (text.toUpperCase() === 'Z') return 0;
  const match = /^([+-])(\d{2}):?(\d{2})?$/.exec(text);
  if (!match) return null;
  const hours = Number(match[2]), minutes = Number(match[3] ?? '0');
  if (hours > 23 || minutes > 59) return null;
  return (match[1] === '-' ? -1 : 1) * (hours * 60 + minutes) * 60_000;
}

function written(text: string): Written | undefined {
  const iso = ISO.exec(text);
  const us = iso ? undefined : US.exec(text);
  if (!iso && !us) return undefined;
  const [year, month, day] = iso ? [Number(iso[1]), Number(iso[2]), Number(iso[3])] : [Number(us![3]), Number(us![1]), Number(us![2])];
  if (!isValidYmd(year, month, day)) return undefined;
  const [, , , , hh, mm, ss, fraction, zone] = iso ?? [...us!, undefined];
  const hour = Number(hh ?? 0), minute = Number(mm ?? 0), second = Number(ss ?? 0);
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const offsetMs = offsetOf(zone);
  if (offsetMs === null) return undefined;
  const millis = fraction ? Math.floor(Number(`0${fraction}`) * 1000) : 0;
  return { year, month, day, ms: ((hour * 60 + minute) * 60 + second) * 1000 + millis, offsetMs, hasTime: hh !== undefined };
}

function epochMs(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value === 'string' && EPOCH_DIGITS.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** The instant of a timestamp (ISO with Z or offset, epoch ms, or wall clock in the zone), or undefined. */
export function readTimestamp(value: unknown, timeZone: string): number | undefined {
  const epoch = epochMs(value);
  if (epoch !== undefined) return epoch;
  if (typeof value !== 'string') return undefined;
  const parts = written(value.trim());
  if (!parts) return undefined;
  const wallAsUtc = dayFromYmd(parts.year, parts.month, parts.day) * MS_PER_DAY + parts.ms;
  return parts.offsetMs === undefined ? instantOfWallClock(wallAsUtc, timeZone) : wallAsUtc - parts.offsetMs;
}

/**
 * The calendar day of a date field: `YYYY-MM-DD`, `MM/DD/YYYY`, or a date-time counted as its day in
 * the zone (one without an offset is already wall-clock time there); undefined when unreadable.
 */
export function readDay(value: unknown, timeZone: string): CalendarDay | undefined {
  const epoch = epochMs(value);
  if (epoch !== undefined) return localDayOf(epoch, timeZone);
  if (typeof value !== 'string') return undefined;
  const parts = written(value.trim());
  if (!parts) return undefined;
  if (parts.offsetMs === undefined) return dayFromYmd(parts.year, parts.month, parts.day);
  return localDayOf(dayFromYmd(parts.year, parts.month, parts.day) * MS_PER_DAY + parts.ms - parts.offsetMs, timeZone);
}

/** Absent, null or a blank string: a date or timestamp that is not set. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** The same day of the month `months` later, or that month's last day when it has no such day. */
export function addMonthsClamped(day: CalendarDay, months: number): CalendarDay {
  const { year, month, day: dom } = ymdOf(day);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12), targetMonth = (index % 12) + 1;
  return dayFromYmd(targetYear, targetMonth, Math.min(dom, daysInMonth(targetYear, targetMonth)));
}

export const UNREADABLE_DATE = 'expected a date as YYYY-MM-DD, MM/DD/YYYY or an ISO date-time';
export const UNREADABLE_TIMESTAMP = 'expected an ISO 8601 date-time (with Z, an offset, or none for the company time zone) or epoch milliseconds';
