import type { RouteDef } from '#lambdas/route-types';

/** The timeclock, time cards and their approval into pay (spec part 2 §2 /timecard-admin; fleet-rules "Time cards"). */
export const timekeepingRoutes: RouteDef[] = [];
