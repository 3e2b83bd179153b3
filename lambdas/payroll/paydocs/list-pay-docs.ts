import { payRunParams } from '#shared/payroll-api/common';
import { payDocEntity } from '#lambdas/data/entities/pay-doc';
import { companyRoute } from '#lambdas/http/route-handler';
import { loadRun } from '#lambdas/payroll/calculation/run-context';

/** The run's pay documents as a driver list with totals (the driver view's left column). */
export const handler = companyRoute({ params: payRunParams }, async ({ caller, params }) => {
  const run = await loadRun(caller.companyId, params.id);
  const { data } = await payDocEntity()
    .query.byRun({ companyId: caller.companyId, PayRunID: run.PayRunID })
    .go({ pages: 'all', attributes: ['PayDocID', 'DriverID', 'DisplayName', 'totalMiles', 'tripCount', 'mileagePayout', 'dropAndHookPayout', 'totalCompensation', 'phase', 'calculatedAt'] });
  return { PayRunID: run.PayRunID, payDocs: data };
});
