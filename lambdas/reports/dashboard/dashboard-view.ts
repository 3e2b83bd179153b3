import type { DashboardView } from '#shared/reports/dashboard-api';
import { dashboardTiles, weekBefore } from '#shared/reports/dashboard-tiles';
import { fleetCounts } from './fleet-counts.ts';
import { latestPayRun, payRunOf, weekFigures } from './week-figures.ts';

/** The week at a glance, for the dashboard route and the scheduled dashboard report alike. */
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
