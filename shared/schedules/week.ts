import { instantOfWallClock } from '#shared/fleet/zone';

/**
 * Calendar arithmetic of schedules. A schedule week starts on Monday; every day is a company-zone
 * calendar day written YYYY-MM-DD, so it is computed on UTC midnights and never shifts with a zone.
 */
const DAY_MS = 86_400_000;

function utc(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  return new Date(utc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week `day` falls in. */
export function weekOf(day: string): string {
  const weekday = new Date(utc(day)).getUTCDay(); // 0 Sunday
  return addDays(day, -((weekday + 6) % 7));
}

export function weekDays(week: string): string[] {
  const monday = weekOf(week);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** The Mondays of the weeks from `from` to `to`, both included. */
export function weeksBetween(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let w = weekOf(from); w <= to; w = addDays(w, 7)) weeks.push(w);
  return weeks;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((utc(to) - utc(from)) / DAY_MS);
}

/** The first day of the month before `day`'s: how far back the driver's day view reads trips. */
export function startOfPreviousMonth(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const prev = m === 1 ? { y: y - 1, m: 12 } : { y, m: m - 1 };
  return `${prev.y}-${String(prev.m).padStart(2, '0')}-01`;
}

/** The instant (ms) of a company-zone day and HH:mm start. */
export function departureInstant(day: string, startTime: string, timeZone: string): number {
  const [h, m] = startTime.split(':').map(Number) as [number, number];
  return instantOfWallClock(utc(day) + (h * 60 + m) * 60_000, timeZone);
}
