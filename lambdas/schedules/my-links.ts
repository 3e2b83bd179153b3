import { companyRoute } from '#lambdas/http/route-handler';
import { listScheduleLinks } from './link-records.ts';
import { ownDriverId } from './own-driver.ts';

/** The caller's own schedule links, newest first, never their secrets. */
export const handler = companyRoute({}, async ({ caller }) => ({ links: await listScheduleLinks(caller.companyId, ownDriverId(caller)) }));
