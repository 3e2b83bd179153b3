import { companyRoute } from '#lambdas/http/route-handler';
import { driverFile } from './driver-store.ts';

/** The caller's own driver file, by the DriverID his token carries. */
export const handler = companyRoute({}, async ({ caller }) => driverFile(caller, caller.driverId));
