import { createTractorBody } from '#shared/payroll-api/tools';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { createTractor } from './tractors.ts';

/** Adds a tractor to the lookup; an existing VehicleID gets 409. */
export const handler = companyRoute({ body: createTractorBody }, async ({ caller, body }) => json(201, await createTractor(caller, body)));
