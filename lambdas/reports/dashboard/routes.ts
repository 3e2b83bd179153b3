import type { RouteDef } from '#lambdas/route-types';

/** Report menu minRole of dashboard-metrics and settlement-analysis (shared/access/report-menu.ts): the owner. */
const OWNER = 1;
const READ = { table: 'read' } as const;

/** The office dashboard (dashboard-metrics), the ELD mileage dashboard (spec getEldDashboardData) and the profitability snapshot (settlement-analysis). */
export const dashboardRoutes: RouteDef[] = [
  {
    method: 'GET', path: '/dashboard', handler: 'reports/dashboard/get-dashboard', minRole: OWNER, scope: 'company',
    summary: "The week at a glance: pay and pay per mile against last week, miles, revenue per mile, fleet MPG, service, defects, documents, broadcasts",
    access: READ,
  },
  {
    method: 'GET', path: '/dashboard/eld', handler: 'reports/dashboard/get-eld-dashboard', minRole: OWNER, scope: 'company',
    summary: 'ELD mileage of a range (≤ 90 days): tractor totals with daily breakdown, driver totals, 90-day moving average of fleet miles',
    replaces: 'getEldDashboardData', access: READ,
  },
  {
    method: 'GET', path: '/profitability', handler: 'reports/dashboard/get-profitability', minRole: OWNER, scope: 'company',
    summary: 'Profitability of a pay run by tractor and domicile: revenue, driver pay, fuel, maintenance, expense rules, margin per mile',
    access: READ,
  },
  {
    method: 'GET', path: '/profitability/trend', handler: 'reports/dashboard/get-profitability-trend', minRole: OWNER, scope: 'company',
    summary: 'Profitability totals of the 13 weeks (or ?weeks=) to the newest calculated pay run', access: READ,
  },
];
