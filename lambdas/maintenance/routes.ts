import type { RouteDef } from '#lambdas/route-types';

/** Maintenance records, search, service programs and reminders, the PM report (spec part 2 §2–§5, §9). */
export const maintenanceRoutes: RouteDef[] = [];
