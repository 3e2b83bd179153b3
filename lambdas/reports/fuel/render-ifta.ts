import type { RenderReport } from '#lambdas/reports/report-renderers';
import { iftaPeriodCsv } from './ifta-period-csv.ts';

/** The scheduled IFTA report: the period's CSV per tractor, day and jurisdiction. */
export const renderIftaReport: RenderReport = async (companyId, period) => ({
  fileName: `IFTA-${period.from}-to-${period.to}.csv`,
  contentType: 'text/csv',
  body: new TextEncoder().encode(await iftaPeriodCsv(companyId, period.from, period.to)),
});
