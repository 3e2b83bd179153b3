import { companyRoute } from '#lambdas/http/route-handler';
import { listTractors } from './tractors.ts';

/** The tractor lookup (6-character VehicleIDs). */
export const handler = companyRoute({}, async ({ caller }) => ({ tractors: await listTractors(caller) }));
