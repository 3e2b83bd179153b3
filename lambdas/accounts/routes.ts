import type { RouteDef } from '#lambdas/route-types';

/** Accounts and roles: the user directory, invitations, role changes, disabling. */
export const accountsRoutes: RouteDef[] = [
];
