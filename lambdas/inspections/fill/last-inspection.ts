import { vehicleParams } from '#shared/forms/fill-api';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { lastInspectionView } from './last-dvir.ts';

/** §396.13: the tractor's last DVIR with its defects and repair certifications, for the next driver to review and sign. */
export const handler = companyRoute({ params: vehicleParams }, async ({ caller, params }) => {
  const { data: tractor } = await tractorEntity().get({ companyId: caller.companyId, VehicleID: params.vehicleId }).go({ attributes: ['VehicleID'] });
  if (!tractor) throw new NotFoundError('Tractor not found.');
  return lastInspectionView(caller.companyId, params.vehicleId);
});
