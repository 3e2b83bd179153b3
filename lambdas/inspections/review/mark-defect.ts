import { defectParams, markDefectBody } from '#shared/forms/review-api';
import { ConflictError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { defectView } from '#lambdas/inspections/defects/defect-view';
import { assertVersion, loadDefect, saveDefect } from '#lambdas/inspections/defects/defect-store';

/**
 * Marks a fault out of service or not. Out of service, the tractor is held until it is resolved (and a
 * deferred fault is open again: an out-of-service fault cannot wait).
 */
export const handler = companyRoute({ params: defectParams, body: markDefectBody }, async ({ caller, params, body }) => {
  const defect = await loadDefect(caller.companyId, params.vehicleId, params.defectId);
  if (defect.state === 'resolved') throw new ConflictError('This defect is already resolved.');
  assertVersion(defect, body.version);
  const reopen = body.outOfService && defect.state === 'deferred';
  const saved = await saveDefect(defect, { outOfService: body.outOfService, ...(reopen ? { state: 'open' as const } : {}) }, reopen ? ['deferredReason', 'deferredUntil'] : []);
  return defectView(saved);
});
