import { payRunParams } from '#shared/payroll-api/common';
import { vehicleSummaryEntity } from '#lambdas/data/entities/vehicle-summary';
import { companyRoute } from '#lambdas/http/route-handler';
import { loadRun } from '#lambdas/payroll/calculation/run-context';

/** The run's vehicle summaries (vehicle view); 404 for a run that does not exist. */
export const handler = companyRoute({ params: payRunParams }, async ({ caller, params }) => {
  const [, { data }] = await Promise.all([loadRun(caller.companyId, params.id), vehicleSummaryEntity().query.byRun({ companyId: caller.companyId, payrunId: params.id }).go({ pages: 'all' })]);
  return { PayRunID: params.id, vehicles: data.map(({ companyId: _c, ...v }) => v) };
});
