import { newDriverFileBody } from '#shared/fleet/driver-file';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { addDriverFile } from './driver-store.ts';

/** Adds a driver's file; his pay settings are set later in payroll's editor. */
export const handler = companyRoute({ body: newDriverFileBody }, async ({ caller, body }) => json(201, await addDriverFile(caller, body)));
