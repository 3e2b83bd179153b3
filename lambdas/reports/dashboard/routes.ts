import type { RouteDef } from '#lambdas/route-types';

/** The office dashboard (dashboard-metrics), the ELD mileage dashboard (spec getEldDashboardData) and the profitability snapshot (settlement-analysis). */
export const dashboardRoutes: RouteDef[] = [];
