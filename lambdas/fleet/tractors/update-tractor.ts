import { tractorEditBody, tractorParams } from '#shared/fleet/tractor-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { editTractor } from './tractor-store.ts';

/** Edits or deactivates a tractor (version lock: a stale version gets 409). */
export const handler = companyRoute({ params: tractorParams, body: tractorEditBody }, async ({ caller, params, body }) => editTractor(caller, params.vehicleId, body));
