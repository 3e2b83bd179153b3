import { payRunDriverParams } from '#shared/payroll-api/common';
import { companyRoute } from '#lambdas/http/route-handler';
import { loadPayDocView } from './pay-doc-view.ts';

/** A driver's pay document: payroll staff for anyone, a driver for himself only (the route table's owner check answers 403 otherwise). */
export const handler = companyRoute({ params: payRunDriverParams }, async ({ caller, params }) => {
  return loadPayDocView(caller.companyId, params.id, params.driverId);
});
