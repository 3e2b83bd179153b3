import { serviceStateBody, tractorParams } from '#shared/fleet/tractor-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { moveTractor } from './tractor-store.ts';

/** Moves a tractor between in service, in the shop and out of service (with its reason). */
export const handler = companyRoute({ params: tractorParams, body: serviceStateBody }, async ({ caller, params, body }) => moveTractor(caller, params.vehicleId, body));
