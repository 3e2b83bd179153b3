import { payRunParams } from '#shared/payroll-api/common';
import { vehicleSummaryEntity } from '../../data/entities/vehicle-summary.ts';
import { companyRoute } from '../../http/route-handler.ts';
import { loadRun } from '../calculation/run-context.ts';

/** The run's vehicle summaries (vehicle view); 404 for a run that does not exist. */
export const handler = companyRoute({ params: payRunParams }, async ({ caller, params }) => {
  const [, { data }] = await Promise.all([loadRun(caller.companyId, params.id), vehicleSummaryEntity().query.byRun({ companyId: caller.companyId, payrunId: params.id }).go({ pages: 'all' })]);
  return { PayRunID: params.id, vehicles: data.map(({ companyId: _c, ...v }) => v) };
});
