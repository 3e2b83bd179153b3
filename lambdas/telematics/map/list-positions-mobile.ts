import { companyRoute } from '#lambdas/http/route-handler';
import { fleetPositions } from './fleet-positions.ts';

/** The mobile map (every role below 9, drivers included): the same latest positions as the desktop map. */
export const handler = companyRoute({}, async ({ caller }) => ({ positions: await fleetPositions(caller.companyId), at: new Date().toISOString() }));
