import { isDriverRole } from '#shared/access/roles';
import { payRunDriverParams } from '#shared/payroll-api/common';
import { companyRoute } from '#lambdas/http/route-handler';
import { forDriver, loadPayDocView } from './pay-doc-view.ts';

/**
 * A driver's pay document: payroll staff for anyone, with the engine's explanations; a driver for himself
 * only (the route table's owner check answers 403 otherwise), in plain lines without them.
 */
export const handler = companyRoute({ params: payRunDriverParams }, async ({ caller, params }) => {
  const view = await loadPayDocView(caller.companyId, params.id, params.driverId);
  return isDriverRole(caller.role) ? forDriver(view) : view;
});
