import { addDays, formatIsoDate } from '#shared/dates/calendar-day';
import { payPeriodDays } from '#shared/dates/pay-period';
import { readDate } from '#shared/dates/read-date';
import type { StatementPeriodChoice } from './tools.ts';

/**
 * Choosing a statement period (spec part 2 §2): the period of that week ending; the active truck
 * summary and the selected driver are cleared and the schedule starts six days before the period end.
 */
export function statementPeriodChoice(weekEnding: string): StatementPeriodChoice {
  const period = payPeriodDays(readDate(weekEnding));
  return {
    startDate: formatIsoDate(period.start),
    endDate: formatIsoDate(period.end),
    payDate: formatIsoDate(period.payDate),
    scheduleStart: formatIsoDate(addDays(period.end, -6)),
    activeTruckSummary: null,
    selectedDriver: null,
  };
}
