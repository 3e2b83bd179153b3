import type { RouteDef } from '#lambdas/route-types';

/** Points summary, scheduled company reports and their e-mailed links, and the /Adjustment-Template link (spec pointSummaryTable, scheduledReports). */
export const companyReportRoutes: RouteDef[] = [];
