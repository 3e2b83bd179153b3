import { driverFileBody, driverFileParams } from '#shared/fleet/driver-file';
import { companyRoute } from '#lambdas/http/route-handler';
import { editDriverFile } from './driver-store.ts';

/** Edits a driver's file (version lock); his pay settings are not touched. */
export const handler = companyRoute({ params: driverFileParams, body: driverFileBody }, async ({ caller, params, body }) => editDriverFile(caller, params.driverId, body));
