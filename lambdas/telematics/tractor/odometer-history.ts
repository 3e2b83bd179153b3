import { vehicleParams } from '#shared/telematics/api';
import { companyRoute } from '#lambdas/http/route-handler';
import { companyZone } from '#lambdas/data/company-zone';
import { assertTractor, odometerHistory } from './tractor-feed.ts';

/** The tractor's last 31 days: odometer start and stop, miles by state. */
export const handler = companyRoute({ params: vehicleParams }, async ({ caller, params }) => {
  await assertTractor(caller.companyId, params.vehicleId);
  return { items: await odometerHistory(caller.companyId, params.vehicleId, await companyZone(caller.companyId)) };
});
