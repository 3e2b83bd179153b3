import { driverParams, weekQuery, type AuditView } from '#shared/timekeeping/api';
import { timecardAuditEntity } from '#lambdas/data/entities/timecard-audit';
import { companyRoute } from '#lambdas/http/route-handler';
import { auditView, requireTimekeeping } from '#lambdas/timekeeping/shifts';

/** The office's changes to a driver's shifts of a week and the timeclock's corrections of his punches, newest first. */
export const handler = companyRoute({ params: driverParams, query: weekQuery }, async ({ caller, params, query }): Promise<{ entries: AuditView[] }> => {
  await requireTimekeeping(caller.companyId);
  const { data } = await timecardAuditEntity().query.byDriverWeek({ companyId: caller.companyId, DriverID: params.driverId, weekEnding: query.weekEnding }).go({ order: 'desc', pages: 'all' });
  return { entries: data.map(auditView) };
});
