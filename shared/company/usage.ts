import * as z from 'zod';
import { matchAppPath } from '#shared/access/app-paths';
import { localDay } from '#shared/telematics/local-day';

/** How many weeks the analytics page asks for, and the most the route answers. */
export const DEFAULT_USAGE_WEEKS = 12;
export const MAX_USAGE_WEEKS = 26;

/** A navigation to a path that is not a product page counts here. */
export const OTHER_PATH = '(other)';

const DAY_MS = 86_400_000;

/** ISO 8601 week (`2026-W48`, weeks start Monday, week 1 holds the year's first Thursday) of a `YYYY-MM-DD` day. */
export function isoWeekOfDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const date = Date.UTC(y!, m! - 1, d!);
  const weekday = (new Date(date).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const thursday = new Date(date + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The ISO week of an instant, counted on the company's local calendar. */
export function isoWeekOf(ms: number, timeZone: string): string {
  return isoWeekOfDay(localDay(ms, timeZone));
}

/** The `count` ISO weeks ending with the one holding `ms`, oldest first. */
export function lastIsoWeeks(ms: number, timeZone: string, count: number): string[] {
  const weeks: string[] = [];
  for (let i = count - 1; i >= 0; i -= 1) weeks.push(isoWeekOf(ms - i * 7 * DAY_MS, timeZone));
  return weeks;
}

/**
 * The page a navigation counts for: the product path with its query and parameter dropped (every pay run
 * counts as `/payroll-tools`), in the spelling of the path table; anything else counts as `(other)`.
 */
export function usagePathOf(destinationRoute: string): string {
  let pathname = destinationRoute.trim();
  try {
    if (/^https?:\/\//i.test(pathname)) pathname = new URL(pathname).pathname;
  } catch {
    return OTHER_PATH;
  }
  return matchAppPath(pathname)?.path ?? OTHER_PATH;
}

export interface UsageRow {
  path: string;
  role: number;
  count: number;
}

export interface UsageWeek {
  week: string;
  rows: UsageRow[];
  /** The sum of the week's rows. */
  total: number;
}

export interface UsageView {
  weeks: UsageWeek[];
}

/** The usage answer: every asked week (empty ones included), rows by count then path then role, each week's total its rows' sum. */
export function usageView(weeks: readonly string[], rows: ReadonlyArray<UsageRow & { week: string }>): UsageView {
  return {
    weeks: weeks.map((week) => {
      const mine = rows
        .filter((r) => r.week === week && r.count > 0)
        .map(({ path, role, count }) => ({ path, role, count }))
        .sort((a, b) => b.count - a.count || a.path.localeCompare(b.path) || a.role - b.role);
      return { week, rows: mine, total: mine.reduce((sum, r) => sum + r.count, 0) };
    }),
  };
}

/** Role 0 stands for a signed-in user without a role. */
export const NO_ROLE = 0;

/** `GET /company/usage?weeks=`: 1 to 26 weeks, 12 when not given. */
export const usageQuery = z.strictObject({
  weeks: z.coerce.number({ error: 'weeks must be a number from 1 to 26.' }).int('weeks must be a whole number.').min(1, 'weeks must be 1 to 26.').max(MAX_USAGE_WEEKS, 'weeks must be 1 to 26.').default(DEFAULT_USAGE_WEEKS),
});
