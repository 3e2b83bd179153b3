/** Calendar days of instants in a company's time zone (fleet rules: dates are local days). */
import { instantOfWallClock, wallClock } from '#shared/dates/wall-clock';

/** The wall clock of an instant in a zone, read by the one wall-clock rule. */
export { wallClock } from '#shared/dates/wall-clock';

/** Zones change day on a quarter hour at the finest: one answer serves its whole quarter hour. */
const QUARTER_HOUR_MS = 900_000;
const dayCache = new Map<string, string>();

/** `YYYY-MM-DD` of the instant in `timeZone`. */
export function localDay(ms: number, timeZone: string): string {
  const key = `${timeZone}|${Math.floor(ms / QUARTER_HOUR_MS)}`;
  const cached = dayCache.get(key);
  if (cached) return cached;
  const p = wallClock(ms, timeZone);
  const day = `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  if (dayCache.size > 50_000) dayCache.clear();
  dayCache.set(key, day);
  return day;
}

/** The instant of a wall-clock time in `timeZone`; the earlier one when a DST change repeats it. */
export function wallClockToEpochMs(year: number, month: number, day: number, hour: number, minute: number, second: number, timeZone: string): number {
  return instantOfWallClock(Date.UTC(year, month - 1, day, hour, minute, second), timeZone);
}

/** The day before or after a `YYYY-MM-DD` day. */
export function shiftDay(day: string, by: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + by)).toISOString().slice(0, 10);
}
