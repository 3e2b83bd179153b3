import type { RouteDef } from '#lambdas/route-types';

/** Company setup: the profile, feed key rotation and the usage analytics. */
export const companySetupRoutes: RouteDef[] = [
];
