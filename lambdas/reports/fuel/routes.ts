import type { RouteDef } from '#lambdas/route-types';

/** Fuel purchases from the card provider (WEX) and by upload, the quarter's IFTA with the company's rates and its CSV (spec onRequestIFTACsvExportData; fleet-rules IFTA). */
export const fuelTaxRoutes: RouteDef[] = [];
