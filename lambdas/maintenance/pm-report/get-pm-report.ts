import { pmReportQuery } from '#shared/maintenance/api';
import { companyToday } from '#lambdas/data/company-zone';
import { pmDailyReportEntity } from '#lambdas/data/entities/pm-daily-report';
import { companyRoute } from '#lambdas/http/route-handler';
import { withDepartures } from '#lambdas/schedules/next-departures';
import { pmReportView } from './pm-report-view.ts';

/** A stored day of the PM report (the newest when no date is given) and the days of its year that have one. */
export const handler = companyRoute({ query: pmReportQuery }, async ({ caller, query }) => {
  const { companyId } = caller;
  const year = String(query.date?.slice(0, 4) ?? query.year ?? (await companyToday(companyId)).slice(0, 4));
  const reports = pmDailyReportEntity();
  const { data: days } = await reports.query.byDay({ companyId, year }).go({ pages: 'all', attributes: ['date'], order: 'desc' });
  const date = query.date ?? days[0]?.date;
  const { data: report } = date ? await reports.get({ companyId, year, date }).go() : { data: null };
  return { days: days.map((d) => d.date), report: report ? await withDepartures(companyId, pmReportView(report)) : null };
});
