import { vehicleParams } from '#shared/telematics/api';
import { companyRoute } from '#lambdas/http/route-handler';
import { assertTractor, logIns } from './tractor-feed.ts';

/** The tractor's newest 40 driver log-in events. */
export const handler = companyRoute({ params: vehicleParams }, async ({ caller, params }) => {
  await assertTractor(caller.companyId, params.vehicleId);
  return { items: await logIns(caller.companyId, params.vehicleId) };
});
