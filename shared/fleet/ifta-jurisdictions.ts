import { dayFromYmd, weekdayOf, type CalendarDay } from '#shared/dates/calendar-day';

/** IFTA members: the 48 contiguous states and ten Canadian provinces (not AK, HI, DC or the territories). */
export const IFTA_JURISDICTIONS: ReadonlySet<string> = new Set([
  'AL', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA',
  'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'ON', 'PE', 'QC', 'SK',
]);

export interface Quarter { year: number; quarter: 1 | 2 | 3 | 4; first: CalendarDay; last: CalendarDay }

const QUARTER = /^(\d{4})-Q([1-4])$/i;

/** `2026-Q3` → its first and last calendar days; undefined when it is not one. */
export function readQuarter(text: string): Quarter | undefined {
  const match = QUARTER.exec(text.trim());
  if (!match) return undefined;
  const year = Number(match[1]), quarter = Number(match[2]) as Quarter['quarter'];
  if (year < 1) return undefined;
  const firstMonth = (quarter - 1) * 3 + 1;
  const next = quarter === 4 ? dayFromYmd(year + 1, 1, 1) : dayFromYmd(year, firstMonth + 3, 1);
  return { year, quarter, first: dayFromYmd(year, firstMonth, 1), last: next - 1 };
}

const SATURDAY = 6, SUNDAY = 0;

/** The last day of the month after the quarter; a Saturday or Sunday moves to the next Monday. */
export function returnDueDate(quarter: Quarter): CalendarDay {
  const due = quarter.quarter === 4 ? dayFromYmd(quarter.year + 1, 1, 31) : dayFromYmd(quarter.year, quarter.quarter * 3 + 1, quarter.quarter === 1 ? 30 : 31);
  const weekday = weekdayOf(due);
  if (weekday === SATURDAY) return due + 2;
  if (weekday === SUNDAY) return due + 1;
  return due;
}
