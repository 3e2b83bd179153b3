import { driverEntity } from '#lambdas/data/entities/driver';
import type { CompanyCaller } from '#lambdas/http/route-handler';

const DRIVER_ROLE = 8;

/**
 * The domiciles a caller's service screen covers: a driver's own (his lookup entry may hold several,
 * separated by '/'), none for office staff, who see every tractor. Undefined means every domicile.
 */
export async function domicilesOf(caller: CompanyCaller): Promise<Set<string> | undefined> {
  if ((caller.role ?? 99) < DRIVER_ROLE) return undefined;
  const { data: driver } = await driverEntity().get({ companyId: caller.companyId, DriverID: caller.driverId }).go();
  return new Set((driver?.Domicile ?? '').split('/').map((d) => d.trim().toUpperCase()).filter(Boolean));
}

export function inScope(scope: Set<string> | undefined, domicile: string | undefined): boolean {
  return !scope || scope.has((domicile ?? '').toUpperCase());
}
