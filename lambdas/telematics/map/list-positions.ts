import { companyRoute } from '#lambdas/http/route-handler';
import { fleetPositions } from './fleet-positions.ts';

/** The desktop map: every tractor's latest position. */
export const handler = companyRoute({}, async ({ caller }) => ({ positions: await fleetPositions(caller.companyId), at: new Date().toISOString() }));
