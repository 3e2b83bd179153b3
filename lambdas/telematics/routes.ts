import type { RouteDef } from '#lambdas/route-types';

/** The telematics feed (the provider's batches, by company key), positions, the map and mileage. */
export const telematicsRoutes: RouteDef[] = [];
