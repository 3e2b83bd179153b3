import { createTractorBody } from '#shared/payroll-api/tools';
import { json } from '../../http/respond.ts';
import { companyRoute } from '../../http/route-handler.ts';
import { createTractor } from './tractors.ts';

/** Adds a tractor to the lookup; an existing VehicleID gets 409. */
export const handler = companyRoute({ body: createTractorBody }, async ({ caller, body }) => json(201, await createTractor(caller, body)));
