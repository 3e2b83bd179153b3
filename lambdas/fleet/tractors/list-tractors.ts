import { companyRoute } from '#lambdas/http/route-handler';
import { listFleetTractors } from './tractor-store.ts';

/** The tractor list: 6-character tractors with their feed state, shop status and counts, in one query. */
export const handler = companyRoute({}, async ({ caller }) => ({ tractors: await listFleetTractors(caller) }));
