import type { RouteDef } from '#lambdas/route-types';

/** The settlement portal: the week's settlement file into the pay run (importLatestSettlementFile, retrySettlementImportForCompanyId). */
export const settlementPortalRoutes: RouteDef[] = [
];
