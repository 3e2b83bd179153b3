import type { RouteDef } from '#lambdas/route-types';

/** Dispatch's week board, published schedules and the driver's own schedule (spec part 1 §6: a driver sees only his category). */
export const scheduleRoutes: RouteDef[] = [];
