import { scheduledReportBody, scheduleParams } from '#shared/reports/schedule-api';
import { scheduledReportEntity } from '#lambdas/data/entities/scheduled-report';
import { companyRoute } from '#lambdas/http/route-handler';
import { companyZone } from '#lambdas/data/company-zone';
import { assertOffered, assertSchedulable, ownSchedule, scheduleView } from './schedule-access.ts';
import { scheduleFields } from './schedule-fields.ts';

/** Replaces a schedule's report, timing, recipients and active flag; the next run is counted again from now. */
export const handler = companyRoute({ params: scheduleParams, body: scheduledReportBody }, async ({ caller, params, body }) => {
  const current = await ownSchedule(caller, params.scheduleId);
  // Both the report it sends now and the one it is to send must be the caller's to send.
  await assertOffered(caller, current.reportName);
  await assertSchedulable(caller, body.reportName);
  const fields = scheduleFields(body, await companyZone(caller.companyId));
  const { dayOfWeek: _w, dayOfMonth: _m, ...always } = fields;
  const dropped = [...(fields.dayOfWeek === undefined ? ['dayOfWeek' as const] : []), ...(fields.dayOfMonth === undefined ? ['dayOfMonth' as const] : [])];
  const { data } = await scheduledReportEntity()
    .patch({ companyId: caller.companyId, scheduleId: params.scheduleId })
    .set({ ...always, ...(fields.dayOfWeek !== undefined ? { dayOfWeek: fields.dayOfWeek } : {}), ...(fields.dayOfMonth !== undefined ? { dayOfMonth: fields.dayOfMonth } : {}) })
    .remove(dropped)
    .go({ response: 'all_new' });
  return scheduleView(data as typeof current, caller);
});
