import { dayFromYmd } from '#shared/dates/calendar-day';
import { instantOfWallClock, wallClock } from '#shared/dates/wall-clock';
import type { CalendarDay } from '#shared/dates/calendar-day';

/** The company time zone when an input names none (fleet-rules.md). */
export const DEFAULT_TIME_ZONE = 'America/Chicago';

const MS_PER_DAY = 86_400_000;

/** The one rule for a zone name (`America/Chicago`, `UTC`): the fleet rules read `timeZone` by it too. */
export { isTimeZone } from '#shared/dates/time-zone';
export { instantOfWallClock } from '#shared/dates/wall-clock';

/** The calendar day an instant falls on in the zone. */
export function localDayOf(instantMs: number, timeZone: string): CalendarDay {
  const wall = wallClock(instantMs, timeZone);
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
