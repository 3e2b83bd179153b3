/** Calendar days of instants in a company's time zone (fleet rules: dates are local days). */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock of the instant in `timeZone`: year, month, day, hour (0-23), minute and second as numbers. */
export function wallClock(ms: number, timeZone: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(ms)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

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

/** Offset of `timeZone` from UTC at that instant, in milliseconds. */
function offsetMs(ms: number, timeZone: string): number {
  const p = wallClock(ms, timeZone);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The instant of a wall-clock time in `timeZone` (the later one when a DST change repeats it). */
export function wallClockToEpochMs(year: number, month: number, day: number, hour: number, minute: number, second: number, timeZone: string): number {
  const guess = Date.UTC(year, month - 1, day, hour, minute, second);
  const first = guess - offsetMs(guess, timeZone);
  return guess - offsetMs(first, timeZone);
}

/** The day before or after a `YYYY-MM-DD` day. */
export function shiftDay(day: string, by: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + by)).toISOString().slice(0, 10);
}
