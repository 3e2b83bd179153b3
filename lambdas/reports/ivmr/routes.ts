import type { RouteDef } from '#lambdas/route-types';

/** IVMR weeks, approvals, saved reports, week zips and the /IVMR-Template link (spec part 2 §3 ivmrApprovals, IVMRReports; §4; §7 exportIVMRtoZip; fleet-rules IVMR). */
export const ivmrRoutes: RouteDef[] = [];
