import { emptyBody } from '#shared/maintenance/api';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { withDepartures } from '#lambdas/schedules/next-departures';
import { pmReportView } from './pm-report-view.ts';
import { savePmReport } from './save-pm-report.ts';

/** The spec's /saveDailyPmReportsByTractor: today's report, refreshed now. */
export const handler = companyRoute({ body: emptyBody }, async ({ caller }) => json(201, await withDepartures(caller.companyId, pmReportView(await savePmReport(caller.companyId)))));
