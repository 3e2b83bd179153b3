import { createTractorBody } from '#shared/payroll-api/tools';
import { companyRoute } from '../../http/route-handler.ts';
import { createTractor } from './tractors.ts';

/** Adds a tractor to the lookup; an existing VehicleID gets 409. */
export const handler = companyRoute({ body: createTractorBody }, async ({ caller, body }) => ({
  statusCode: 201,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(await createTractor(caller, body)),
}));
