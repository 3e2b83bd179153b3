import { DEFAULT_DRIVER_ID, hasRole } from '#shared/access/roles';
import type { Ownership, RouteDef } from '#lambdas/route-types';
import type { Caller } from './caller.ts';
import { ForbiddenError } from './errors.ts';

/** Payroll staff read every driver's pay (spec part 2 §2); everyone else only his own. */
const PAY_STAFF_ROLE = 2;

/** Owners whose check reads a domain's records: the domain registers it (lambdas/ownership-checks.ts). */
export type DomainOwnership = Exclude<Ownership, 'caller' | 'driver'>;

/** Throws (403, or 404 so ids cannot be probed) unless what the request names belongs to the caller. */
export type OwnershipCheck = (caller: Caller, params: Readonly<Record<string, string | undefined>>, body: unknown) => Promise<void>;

const domainChecks = new Map<DomainOwnership, OwnershipCheck>();

/** Called by a function's entry (or the local cloud) with the checks of the domains its routes name. */
export function registerOwnershipCheck(owner: DomainOwnership, check: OwnershipCheck): void {
  domainChecks.set(owner, check);
}

/**
 * The route table's `owner` declaration, enforced before the handler runs: whatever the request names
 * (a driver, a room, an upload folder, a document, a submission) must belong to the caller. A route whose
 * owner has no registered check is refused, never let through.
 */
export async function assertOwnership(route: RouteDef, caller: Caller, params: Record<string, string | undefined>, body: unknown): Promise<void> {
  if (route.scope !== 'own') return;
  switch (route.owner) {
    case 'caller':
      return;
    case 'driver':
      return assertMayReadPayOf(caller, params.driverId);
    default: {
      const check = domainChecks.get(route.owner);
      if (!check) throw new Error(`No ownership check is registered for '${route.owner}' (lambdas/ownership-checks.ts)`);
      await check(caller, params, body);
    }
  }
}

/** Payroll staff (role ≤ 2) read every driver's pay; anyone else only the pay of his own DriverID. */
function assertMayReadPayOf(caller: Caller, DriverID: string | undefined): void {
  if (hasRole(caller.role, PAY_STAFF_ROLE)) return;
  if (DriverID !== undefined && caller.driverId !== DEFAULT_DRIVER_ID && caller.driverId === DriverID) return;
  throw new ForbiddenError();
}
