import { createLinkBody, vehicleParams } from '#shared/forms/fill-api';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { json } from '#lambdas/http/respond';
import { createLink } from './link-tokens.ts';

/** A signed link to the tractor's inspection for the cab's QR code; the token is answered this once only. */
export const handler = companyRoute({ params: vehicleParams, body: createLinkBody }, async ({ caller, params, body }) => {
  const { data: tractor } = await tractorEntity().get({ companyId: caller.companyId, VehicleID: params.vehicleId }).go({ attributes: ['VehicleID'] });
  if (!tractor) throw new NotFoundError('Tractor not found.');
  return json(201, await createLink(caller.companyId, params.vehicleId, body.expiresInDays, caller.displayName || caller.email || caller.userId));
});
