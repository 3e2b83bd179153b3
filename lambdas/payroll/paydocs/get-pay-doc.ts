import { payRunDriverParams } from '#shared/payroll-api/common';
import { companyRoute } from '../../http/route-handler.ts';
import { assertMayReadPay } from './own-pay.ts';
import { loadPayDocView } from './pay-doc-view.ts';

/** A driver's pay document: payroll staff for anyone, a driver for himself only (403 otherwise). */
export const handler = companyRoute({ params: payRunDriverParams }, async ({ caller, params }) => {
  assertMayReadPay(caller, params.driverId);
  return loadPayDocView(caller.companyId, params.id, params.driverId);
});
