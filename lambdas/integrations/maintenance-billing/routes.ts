import type { RouteDef } from '#lambdas/route-types';

/** The maintenance-billing sync (connectCompanyMgba, establishMbaSyncV2). */
export const maintenanceBillingRoutes: RouteDef[] = [
];
