import { addDays, formatUsDate, weekdayOf, type CalendarDay } from './calendar-day.ts';

export interface PayPeriod {
  readonly startDate: string;
  readonly endDate: string;
  readonly payDate: string;
}

export interface PayPeriodDays {
  readonly start: CalendarDay;
  readonly end: CalendarDay;
  readonly payDate: CalendarDay;
}

const PERIOD_DAYS = 7;
const PAY_DATE_LAG_DAYS = 6;
const PRIOR_PERIOD_COUNT = 13;
const STATEMENT_START_LEAD_DAYS = 15;

/** The pay period of week ending W: W − 6 … W, paid on W + 6. */
export function payPeriodDays(weekEnding: CalendarDay): PayPeriodDays {
  return { start: addDays(weekEnding, -(PERIOD_DAYS - 1)), end: weekEnding, payDate: addDays(weekEnding, PAY_DATE_LAG_DAYS) };
}

export function formatPayPeriod(period: PayPeriodDays): PayPeriod {
  return { startDate: formatUsDate(period.start), endDate: formatUsDate(period.end), payDate: formatUsDate(period.payDate) };
}

export function payPeriodFor(weekEnding: CalendarDay): PayPeriod {
  return formatPayPeriod(payPeriodDays(weekEnding));
}

/** The 13 weekly periods before the one ending `weekEnding`, newest first (the statement period list). */
export function priorPayPeriods(weekEnding: CalendarDay, count = PRIOR_PERIOD_COUNT): PayPeriodDays[] {
  const periods: PayPeriodDays[] = [];
  for (let k = 1; k <= count; k++) periods.push(payPeriodDays(addDays(weekEnding, -PERIOD_DAYS * k)));
  return periods;
}

/** Sunday on or before `day`. */
export function startOfWeek(day: CalendarDay): CalendarDay {
  return addDays(day, -weekdayOf(day));
}

/**
 * The payroll period current on `today`: from 8 days before the start of its week (a Saturday) to
 * 2 days before it (a Friday), paid six days after that end.
 */
export function currentPayrollPeriod(today: CalendarDay): PayPeriodDays {
  const weekStart = startOfWeek(today);
  const end = addDays(weekStart, -2);
  return { start: addDays(weekStart, -8), end, payDate: addDays(end, PAY_DATE_LAG_DAYS) };
}

/** Default start of a statement date range: 15 days before the pay date. */
export function defaultStatementStart(payDate: CalendarDay): CalendarDay {
  return addDays(payDate, -STATEMENT_START_LEAD_DAYS);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return to - from;
}
