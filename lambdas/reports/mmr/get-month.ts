import { mmrMonthParams } from '#shared/reports/mmr-api';
import { mmrReportEntity } from '#lambdas/data/entities/mmr-report';
import { companyRoute } from '#lambdas/http/route-handler';
import { mmrRecordsOf } from './month-builder.ts';
import { monthView } from './month-view.ts';

/** The month's MMR records and their totals; `built: false` when nobody built the month yet. */
export const handler = companyRoute({ params: mmrMonthParams }, async ({ caller, params }) => {
  const [records, { data: report }] = await Promise.all([
    mmrRecordsOf(caller.companyId, params.month),
    mmrReportEntity().get({ companyId: caller.companyId, Month: params.month }).go(),
  ]);
  return monthView(params.month, records, report);
});
