import { DEFAULT_DRIVER_ID } from '#shared/access/roles';
import { ForbiddenError } from '#lambdas/http/errors';
import type { CompanyCaller } from '#lambdas/http/route-handler';

/** The caller's own DriverID; a user without one has no schedule of his own. */
export function ownDriverId(caller: CompanyCaller): string {
  if (!caller.driverId || caller.driverId === DEFAULT_DRIVER_ID) throw new ForbiddenError('Your account has no driver id, so it has no schedule.');
  return caller.driverId;
}
