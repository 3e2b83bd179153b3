import { scheduleParams } from '#shared/reports/schedule-api';
import { scheduledReportEntity } from '#lambdas/data/entities/scheduled-report';
import { noContent } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { assertOffered, ownSchedule } from './schedule-access.ts';

/** Removes a schedule; links already e-mailed keep working until they expire. */
export const handler = companyRoute({ params: scheduleParams }, async ({ caller, params }) => {
  const current = await ownSchedule(caller, params.scheduleId);
  await assertOffered(caller, current.reportName);
  await scheduledReportEntity().delete({ companyId: caller.companyId, scheduleId: params.scheduleId }).go();
  return noContent();
});
