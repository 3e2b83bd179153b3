import { tractorParams } from '#shared/fleet/tractor-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { formsInProgressOf } from '#lambdas/inspections/fill/forms-in-progress';
import { getTractor, tractorView } from './tractor-store.ts';

/** One tractor's facts (the detail header and the mobile card) with the forms being filled about it (spec requiredFormsInProgress). */
export const handler = companyRoute({ params: tractorParams }, async ({ caller, params }) => {
  const [tractor, requiredFormsInProgress] = await Promise.all([getTractor(caller, params.vehicleId), formsInProgressOf(caller.companyId, params.vehicleId)]);
  return { ...tractorView(tractor, caller), requiredFormsInProgress };
});
