import { ivmrCsv, saturdaysBetween, type IvmrTractorWeek } from '#shared/reports/ivmr-week';
import type { RenderReport } from '#lambdas/reports/report-renderers';
import { loadWeek } from './week-data.ts';

/**
 * Scheduled ivmr-report: a CSV of every tractor-week ending in the period (approved, draft or computed
 * now), one row per tractor, date and state with its status.
 */
export const renderIvmrReport: RenderReport = async (companyId, period) => {
  const weeks: IvmrTractorWeek[] = [];
  for (const weekEnding of saturdaysBetween(period.from, period.to)) {
    weeks.push(...(await loadWeek(companyId, weekEnding)).tractors);
  }
  return { fileName: `IVMR ${period.from} to ${period.to}.csv`, contentType: 'text/csv; charset=utf-8', body: new TextEncoder().encode(ivmrCsv(weeks, false)) };
};
