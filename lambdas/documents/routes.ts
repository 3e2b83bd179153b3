import type { RouteDef } from '#lambdas/route-types';

/** Company, vehicle and driver documents with their expiry (spec documents; fleet-rules "Documents"). */
export const documentRoutes: RouteDef[] = [];
