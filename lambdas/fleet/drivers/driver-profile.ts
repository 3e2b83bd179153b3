import { userParams } from '#shared/fleet/driver-file';
import { companyRoute } from '#lambdas/http/route-handler';
import { driverFileOfUser } from './driver-store.ts';

/** The driver file of a user account, for office staff (the chat member detail links here). */
export const handler = companyRoute({ params: userParams }, async ({ caller, params }) => driverFileOfUser(caller, params.userId));
