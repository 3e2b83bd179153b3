import { defectParams, resolveDefectBody } from '#shared/forms/review-api';
import { ConflictError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { defectView } from '#lambdas/inspections/defects/defect-view';
import { assertVersion, loadDefect } from '#lambdas/inspections/defects/defect-store';
import { checkResolutionImages } from './review-images.ts';
import { repairRecord, saveRepairedDefect } from './repair-record.ts';
import { resolverName } from '#shared/forms/review-api';

/** Resolves a fault: the repair (a new or linked maintenance record), its certification, comment and photos; a new record is written only with the fault's change. */
export const handler = companyRoute({ params: defectParams, body: resolveDefectBody }, async ({ caller, params, body }) => {
  const defect = await loadDefect(caller.companyId, params.vehicleId, params.defectId);
  if (defect.state === 'resolved') throw new ConflictError('This defect is already resolved.');
  assertVersion(defect, body.version);
  await checkResolutionImages(caller.companyId, body.images ?? []);
  const record = body.repair ? await repairRecord(caller, defect, body.repair, body.comment) : undefined;
  const now = new Date().toISOString();
  const name = resolverName(caller.displayName, caller.email);
  const saved = await saveRepairedDefect(defect, {
    state: 'resolved',
    resolvedBy: name,
    resolvedByDisplayName: caller.displayName || name,
    resolvedByUid: caller.userId,
    resolvedAt: now,
    resolutionComment: body.comment,
    resolutionImages: body.images ?? [],
    repairCertification: body.certification,
    repairCertifiedBy: name,
    repairCertifiedAt: now,
    ...(record ? { maintenanceRecordId: record.id, maintenanceServiceDate: record.ServiceDate } : {}),
  }, record);
  return defectView(saved);
});
