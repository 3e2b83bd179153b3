import { scheduleLinksQuery } from '#shared/schedules/api';
import { companyRoute } from '#lambdas/http/route-handler';
import { listScheduleLinks } from './link-records.ts';

/** The company's schedule links, or one driver's, newest first, never their secrets. */
export const handler = companyRoute({ query: scheduleLinksQuery }, async ({ caller, query }) => ({ links: await listScheduleLinks(caller.companyId, query.driverId) }));
