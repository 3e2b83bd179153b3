import { randomUUID } from 'node:crypto';
import { serviceRequestBody } from '#shared/maintenance/api';
import { companyToday } from '#lambdas/data/company-zone';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { ValidationError } from '#lambdas/http/errors';
import { recordView } from '#lambdas/maintenance/records/record-view';
import { saveRecord } from '#lambdas/maintenance/records/save-record';
import { domicilesOf, inScope } from './fleet-scope.ts';

/** A service request from the phone: an in-progress record for the tractor, which goes to the shop. */
export const handler = companyRoute({ body: serviceRequestBody }, async ({ caller, body }) => {
  const scope = await domicilesOf(caller);
  const { data: tractor } = await tractorEntity().get({ companyId: caller.companyId, VehicleID: body.VehicleID }).go({ attributes: ['VehicleID', 'Domicile'] });
  // Another domicile's tractor is answered like a missing one.
  if (!tractor || !inScope(scope, tractor.Domicile)) throw new ValidationError('Invalid body: VehicleID', { VehicleID: `Tractor ${body.VehicleID} is not one of your tractors.` });
  const saved = await saveRecord(caller.companyId, caller.displayName || caller.userId, {
    id: randomUUID(), VehicleID: body.VehicleID, ServiceDate: await companyToday(caller.companyId), ServiceStatus: 'In Progress', status: 'not filed',
    isPM: false, serviceType: 'Service request', ...(body.odometer !== undefined ? { odometer: body.odometer } : {}),
    ServiceNo: '', ServiceProvider: '', filename: '', notes: body.description, costLines: [],
  });
  return json(201, await recordView(saved));
});
