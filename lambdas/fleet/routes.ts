import type { RouteDef } from '#lambdas/route-types';

/** Tractors, drivers and locations: the fleet's equipment and people (spec part 2 §2, §3). */
export const fleetRoutes: RouteDef[] = [];
