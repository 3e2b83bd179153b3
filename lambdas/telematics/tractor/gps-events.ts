import { vehicleParams } from '#shared/telematics/api';
import { companyRoute } from '#lambdas/http/route-handler';
import { companyZone } from '#lambdas/data/company-zone';
import { assertTractor, gpsEvents } from './tractor-feed.ts';

/** The tractor's newest 50 GPS position reports. */
export const handler = companyRoute({ params: vehicleParams }, async ({ caller, params }) => {
  await assertTractor(caller.companyId, params.vehicleId);
  return { items: await gpsEvents(caller.companyId, params.vehicleId, await companyZone(caller.companyId)) };
});
