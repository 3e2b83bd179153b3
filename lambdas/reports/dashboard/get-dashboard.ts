import { dashboardQuery, type DashboardView } from '#shared/reports/dashboard-api';
import { dashboardTiles, weekBefore } from '#shared/reports/dashboard-tiles';
import { companyRoute } from '#lambdas/http/route-handler';
import { fleetCounts } from './fleet-counts.ts';
import { latestPayRun, payRunOf, weekFigures } from './week-figures.ts';

/** GET /dashboard: the week at a glance (the newest calculated pay run's week, or ?weekEnding=). */
export const handler = companyRoute({ query: dashboardQuery }, async ({ caller, query }) => ({ ...(await dashboardView(caller.companyId, query.weekEnding)) }));

export async function dashboardView(companyId: string, weekEnding?: string): Promise<DashboardView> {
  const run = weekEnding ? await payRunOf(companyId, weekEnding) : await latestPayRun(companyId);
  const week = weekEnding ?? run?.PayRunID;
  const previousWeek = week ? weekBefore(week) : undefined;
  const [figures, previous, counts] = await Promise.all([
    weekFigures(companyId, run),
    previousWeek ? payRunOf(companyId, previousWeek).then((r) => weekFigures(companyId, r)) : weekFigures(companyId, undefined),
    fleetCounts(companyId),
  ]);
  return {
    ...(week ? { weekEnding: week } : {}),
    ...(previousWeek ? { previousWeekEnding: previousWeek } : {}),
    today: counts.today,
    tiles: dashboardTiles(figures, previous, counts, run ? week : undefined),
  };
}
