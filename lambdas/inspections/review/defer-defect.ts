import { deferDefectBody, defectParams, deferUntilProblem } from '#shared/forms/review-api';
import { todayIn } from '#shared/dates/time-zone';
import { ConflictError, DomainError, ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { defectView } from '#lambdas/inspections/defects/defect-view';
import { assertVersion, loadDefect, saveDefect } from '#lambdas/inspections/defects/defect-store';
import { companyZone } from '#lambdas/data/company-zone';

/** Defers a fault with a reason until a date; it stays listed (as deferred) and keeps its tractor's count. */
export const handler = companyRoute({ params: defectParams, body: deferDefectBody }, async ({ caller, params, body }) => {
  const defect = await loadDefect(caller.companyId, params.vehicleId, params.defectId);
  if (defect.state === 'resolved') throw new ConflictError('This defect is already resolved.');
  if (defect.outOfService) throw new DomainError('An out-of-service defect cannot be deferred: repair it, or clear its out-of-service mark first.', 409, { outOfService: 'The defect is marked out of service.' });
  assertVersion(defect, body.version);
  const problem = deferUntilProblem(body.until, todayIn(await companyZone(caller.companyId)));
  if (problem) throw new ValidationError('Invalid body: until', { until: problem });
  const saved = await saveDefect(defect, { state: 'deferred', deferredReason: body.reason, deferredUntil: body.until, deferredBy: caller.displayName || caller.userId, deferredAt: new Date().toISOString() });
  return defectView(saved);
});
