import { eldQuery } from '#shared/reports/dashboard-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { eldDashboard } from './eld-data.ts';

/** GET /dashboard/eld: tractor and driver mileage of a range (≤ 90 days) with the fleet's 90-day moving average (spec getEldDashboardData). */
export const handler = companyRoute({ query: eldQuery }, async ({ caller, query }) => ({ ...(await eldDashboard(caller.companyId, query)) }));
