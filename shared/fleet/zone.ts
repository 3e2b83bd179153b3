import { dayFromYmd } from '#shared/dates/calendar-day';
import type { CalendarDay } from '#shared/dates/calendar-day';

/** The company time zone when an input names none (fleet-rules.md). */
export const DEFAULT_TIME_ZONE = 'America/Chicago';

const MS_PER_DAY = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The one rule for a zone name (`America/Chicago`, `UTC`): the fleet rules read `timeZone` by it too. */
export { isTimeZone } from '#shared/dates/time-zone';

interface WallClock { year: number; month: number; day: number; hour: number; minute: number; second: number }

function wallClockOf(instantMs: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** Wall-clock milliseconds (as if the wall clock were UTC) minus the instant: the zone's offset then. */
function offsetAt(instantMs: number, timeZone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  const wall = wallClockOf(whole, timeZone);
  return dayFromYmd(wall.year, wall.month, wall.day) * MS_PER_DAY + ((wall.hour * 60 + wall.minute) * 60 + wall.second) * 1000 - whole;
}

/**
 * The instant a wall-clock time names in the zone. A time that happens twice (the hour repeated when
 * clocks go back) is the earlier one; a time skipped when clocks go forward moves forward by the gap,
 * as a clock on the wall would read it.
 */
export function instantOfWallClock(wallAsUtcMs: number, timeZone: string): number {
  const before = offsetAt(wallAsUtcMs - MS_PER_DAY, timeZone);
  const after = offsetAt(wallAsUtcMs + MS_PER_DAY, timeZone);
  const candidates = [before, after].filter((offset) => offsetAt(wallAsUtcMs - offset, timeZone) === offset).map((offset) => wallAsUtcMs - offset);
  if (candidates.length > 0) return Math.min(...candidates);
  return wallAsUtcMs - before;
}

/** The calendar day an instant falls on in the zone. */
export function localDayOf(instantMs: number, timeZone: string): CalendarDay {
  const wall = wallClockOf(instantMs, timeZone);
  return dayFromYmd(wall.year, wall.month, wall.day);
}

/** The instant of 00:00 of a calendar day in the zone. */
export function startOfLocalDay(day: CalendarDay, timeZone: string): number {
  return instantOfWallClock(day * MS_PER_DAY, timeZone);
}

/** "2026-03-08T08:00:00.000Z" for epoch milliseconds. */
export function isoInstant(instantMs: number): string {
  return new Date(instantMs).toISOString();
}
