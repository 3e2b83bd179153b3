import { iftaExportQuery } from '#shared/reports/fuel-api';
import { file } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { iftaPeriodCsv } from './ifta-period-csv.ts';

export const handler = companyRoute({ query: iftaExportQuery }, async ({ caller, query }) => {
  const body = await iftaPeriodCsv(caller.companyId, query.periodStart, query.periodEnd);
  return file('text/csv; charset=utf-8', `IFTA-${query.periodStart}-to-${query.periodEnd}.csv`, body);
});
