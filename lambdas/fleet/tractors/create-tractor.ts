import { newTractorBody } from '#shared/fleet/tractor-api';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { addTractor } from './tractor-store.ts';

/** Adds a tractor (checked VIN, 6-character number); an existing number gets 409. */
export const handler = companyRoute({ body: newTractorBody }, async ({ caller, body }) => json(201, await addTractor(caller, body)));
