import { formatIsoDate } from '#shared/dates/calendar-day';
import { priorPayPeriods } from '#shared/dates/pay-period';
import { readDate } from '#shared/dates/read-date';
import { statementPeriodsQuery, type StatementPeriodChoice } from '#shared/payroll-api/tools';
import { statementPeriodChoice } from '#shared/payroll-api/statement-periods';
import { companyRoute } from '#lambdas/http/route-handler';

/** The statement period selector: the 13 weekly periods before the run's week, newest first. */
export const handler = companyRoute({ query: statementPeriodsQuery }, async ({ query }) => {
  const periods: StatementPeriodChoice[] = priorPayPeriods(readDate(query.weekEnding)).map((p) => statementPeriodChoice(formatIsoDate(p.end)));
  return { periods };
});
