import { dashboardQuery } from '#shared/reports/dashboard-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { dashboardView } from './dashboard-view.ts';

/** GET /dashboard: the week at a glance (the newest calculated pay run's week, or ?weekEnding=). */
export const handler = companyRoute({ query: dashboardQuery }, async ({ caller, query }) => ({ ...(await dashboardView(caller.companyId, query.weekEnding)) }));
