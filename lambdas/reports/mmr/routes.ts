import type { RouteDef } from '#lambdas/route-types';

/** The monthly maintenance report per tractor, its PDFs, batch and zip, and the /MMR-Template link (spec MMRRecords, MMRReports, generateMMRPDFFunction, …BatchFunction, exportMMRtoZip). */
export const mmrRoutes: RouteDef[] = [];
