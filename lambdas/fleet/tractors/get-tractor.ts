import { tractorParams } from '#shared/fleet/tractor-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { getTractor, tractorView } from './tractor-store.ts';

/** One tractor's facts (the detail header and the mobile card). */
export const handler = companyRoute({ params: tractorParams }, async ({ caller, params }) => tractorView(await getTractor(caller, params.vehicleId), caller));
