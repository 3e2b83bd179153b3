import { profitabilityCsv } from '#shared/reports/dashboard-csv';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import type { RenderReport } from '#lambdas/reports/report-renderers';
import { mapBounded } from '#lambdas/data/map-bounded';
import { companyCosts, runProfitability } from './profitability-data.ts';
import { isCalculated } from './week-figures.ts';

/** settlement-analysis for a period: by tractor, each calculated pay run ending in the period with its total. */
export const renderProfitability: RenderReport = async (companyId, period) => {
  const { data } = await payRunEntity().query.byRun({ companyId }).between({ PayRunID: period.from }, { PayRunID: period.to }).go({ pages: 'all' });
  const costs = await companyCosts(companyId);
  const runs = await mapBounded(data.filter(isCalculated), 4, (run) => runProfitability(companyId, run, costs));
  return { fileName: `profitability-${period.from}-${period.to}.csv`, contentType: 'text/csv; charset=utf-8', body: new TextEncoder().encode(profitabilityCsv(runs)) };
};
