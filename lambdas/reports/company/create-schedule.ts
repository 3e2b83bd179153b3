import { randomBytes } from 'node:crypto';
import { scheduledReportBody } from '#shared/reports/schedule-api';
import { scheduledReportEntity } from '#lambdas/data/entities/scheduled-report';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { companyZone } from '#lambdas/data/company-zone';
import { assertSchedulable, scheduleView } from './schedule-access.ts';
import { scheduleFields } from './schedule-fields.ts';

/** A new scheduled report of a report the caller is offered; its first run is the next matching hour. */
export const handler = companyRoute({ body: scheduledReportBody }, async ({ caller, body }) => {
  await assertSchedulable(caller, body.reportName);
  const now = Date.now();
  const { data } = await scheduledReportEntity()
    .create({
      companyId: caller.companyId,
      scheduleId: randomBytes(6).toString('hex'),
      ...scheduleFields(body, await companyZone(caller.companyId), now),
      createdBy: caller.userId,
      createdByName: caller.displayName || caller.email,
      createdAt: new Date(now).toISOString(),
    })
    .go();
  return json(201, scheduleView(data, caller));
});
