import { DEFAULT_TREND_WEEKS, profitabilityTrendQuery, type ProfitabilityTrend } from '#shared/reports/dashboard-api';
import { weekBefore } from '#shared/reports/dashboard-tiles';
import { companyRoute } from '#lambdas/http/route-handler';
import { mapBounded } from '#lambdas/data/map-bounded';
import { companyCosts, runProfitability } from './profitability-data.ts';
import { isCalculated, latestPayRun, payRunOf } from './week-figures.ts';

/** Weeks worked out at once. */
const WEEK_READS = 4;

/** The run totals of the newest week and the weeks before it, oldest first; a week without a calculated run has none. */
export async function profitabilityTrend(companyId: string, weeks: number, lastWeek?: string): Promise<ProfitabilityTrend> {
  const newest = lastWeek ?? (await latestPayRun(companyId))?.PayRunID;
  if (!newest) return { weeks: [] };
  const endings = [newest];
  while (endings.length < weeks) endings.unshift(weekBefore(endings[0]!));
  const costs = await companyCosts(companyId);
  return {
    weeks: await mapBounded(endings, WEEK_READS, async (weekEnding) => {
      const run = await payRunOf(companyId, weekEnding);
      if (!run || !isCalculated(run)) return { weekEnding, total: null };
      return { weekEnding, total: (await runProfitability(companyId, run, costs)).total };
    }),
  };
}

/** GET /profitability/trend: the 13 weeks (or ?weeks=) to the newest calculated pay run (or ?weekEnding=). */
export const handler = companyRoute({ query: profitabilityTrendQuery }, async ({ caller, query }) => ({
  ...(await profitabilityTrend(caller.companyId, query.weeks ?? DEFAULT_TREND_WEEKS, query.weekEnding)),
}));
