import { payRunParams } from '#shared/payroll-api/common';
import { vehicleSummaryEntity } from '../../data/entities/vehicle-summary.ts';
import { companyRoute } from '../../http/route-handler.ts';

/** The run's vehicle summaries (vehicle view). */
export const handler = companyRoute({ params: payRunParams }, async ({ caller, params }) => {
  const { data } = await vehicleSummaryEntity().query.byRun({ companyId: caller.companyId, payrunId: params.id }).go({ pages: 'all' });
  return { PayRunID: params.id, vehicles: data.map(({ companyId: _c, ...v }) => v) };
});
