import type { RouteDef } from '#lambdas/route-types';

/** A trucking company signs up on its own (part 1 §7 createCompanyProfile, sendCompanyEmail). */
export const signupRoutes: RouteDef[] = [
];
