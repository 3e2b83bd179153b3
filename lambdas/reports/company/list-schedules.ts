import type { ScheduledReportList } from '#shared/reports/schedule-api';
import { scheduledReportEntity } from '#lambdas/data/entities/scheduled-report';
import { companyRoute } from '#lambdas/http/route-handler';
import { mayManageOthers, schedulableReports, scheduleView } from './schedule-access.ts';

/** The company's scheduled reports (all of them for payroll and the owner, one's own for others) and what one may schedule. */
export const handler = companyRoute({}, async ({ caller }): Promise<ScheduledReportList> => {
  const { data } = await scheduledReportEntity().query.bySchedule({ companyId: caller.companyId }).go({ pages: 'all' });
  const seen = mayManageOthers(caller) ? data : data.filter((s) => s.createdBy === caller.userId);
  return {
    schedules: seen.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((s) => scheduleView(s, caller)),
    schedulable: await schedulableReports(caller),
  };
});
