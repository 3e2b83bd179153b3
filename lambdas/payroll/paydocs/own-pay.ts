import { DEFAULT_DRIVER_ID, hasRole } from '#shared/access/roles';
import type { CompanyCaller } from '../../http/route-handler.ts';
import { ForbiddenError } from '../../http/errors.ts';

/** Payroll staff (role ≤ 2) read every driver's pay; anyone else only the pay of his own DriverID. */
export function assertMayReadPay(caller: CompanyCaller, DriverID: string): void {
  if (hasRole(caller.role, 2)) return;
  if (caller.driverId !== DEFAULT_DRIVER_ID && caller.driverId === DriverID) return;
  throw new ForbiddenError();
}
