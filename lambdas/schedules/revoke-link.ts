import { scheduleLinkParams } from '#shared/schedules/api';
import { companyRoute } from '#lambdas/http/route-handler';
import { scheduleLinkOfCaller } from './link-access.ts';
import { revokeScheduleLink } from './link-records.ts';

/** Withdraws a schedule link (the owner check has found it the caller's to withdraw): its token opens nothing from now on. */
export const handler = companyRoute({ params: scheduleLinkParams }, async ({ caller, params }) => {
  const link = await scheduleLinkOfCaller(caller, params.linkId);
  return revokeScheduleLink(link, caller.displayName || caller.email || caller.userId);
});
