import { parseDefectId } from '#shared/forms/defect-states';
import { formSubmissionEntity } from '#lambdas/data/entities/form-submission';
import { inspectionDefectEntity, type InspectionDefectItem } from '#lambdas/data/entities/inspection-defect';
import { ConflictError, NotFoundError } from '#lambdas/http/errors';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { monthOfSubmissionId } from '#lambdas/inspections/submission-access';
import { refreshTractorDefects } from './tractor-defects.ts';

export const DEFECT_NOT_FOUND = 'Defect not found.';

/** The tractor's fault named in the path; another tractor's (or company's) is not found. */
export async function loadDefect(companyId: string, VehicleID: string, defectId: string): Promise<InspectionDefectItem> {
  const key = parseDefectId(defectId);
  if (!key) throw new NotFoundError(DEFECT_NOT_FOUND);
  const { data } = await inspectionDefectEntity().get({ companyId, VehicleID, ...key }).go();
  if (!data) throw new NotFoundError(DEFECT_NOT_FOUND);
  return data;
}

/** The version the client loaded must still be the stored one. */
export function assertVersion(defect: InspectionDefectItem, version: number): void {
  if ((defect.version ?? 1) !== version) throw new ConflictError();
}

type DefectPatch = Partial<Omit<InspectionDefectItem, 'companyId' | 'VehicleID' | 'submissionId' | 'fieldId' | 'version' | 'updatedAt'>>;

/** Writes the fault's change under its version lock, then brings its submission's count and its tractor in line. */
export async function saveDefect(defect: InspectionDefectItem, patch: DefectPatch, remove: Array<keyof DefectPatch> = []): Promise<InspectionDefectItem> {
  const current = defect.version ?? 1;
  const { companyId, VehicleID, submissionId, fieldId } = defect;
  const base = inspectionDefectEntity().patch({ companyId, VehicleID, submissionId, fieldId }).set({ ...patch, updatedAt: new Date().toISOString(), version: current + 1 });
  const withRemoved = remove.length > 0 ? base.remove(remove as never) : base;
  let saved: InspectionDefectItem;
  try {
    saved = (await withRemoved.where(({ version }, { eq }) => eq(version, current)).go({ response: 'all_new' })).data as InspectionDefectItem;
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
  await recountSubmission(companyId, VehicleID, submissionId);
  await refreshTractorDefects(companyId, VehicleID);
  return saved;
}

/** The submission's `unresolvedFaultCount` from its faults; `resolvedAt` when the last is resolved. */
export async function recountSubmission(companyId: string, VehicleID: string, submissionId: string): Promise<void> {
  const month = monthOfSubmissionId(submissionId);
  if (!month) return;
  const { data } = await inspectionDefectEntity().query.byTractor({ companyId, VehicleID, submissionId }).go({ pages: 'all', attributes: ['submissionId', 'state'] });
  const unresolved = data.filter((d) => d.submissionId === submissionId && d.state !== 'resolved').length;
  const entity = formSubmissionEntity();
  const key = { companyId, month, submissionId };
  try {
    const set = entity.patch(key).set({ unresolvedFaultCount: unresolved, ...(unresolved === 0 ? { resolvedAt: new Date().toISOString() } : {}) });
    await (unresolved === 0 ? set : set.remove(['resolvedAt'])).go();
  } catch (error) {
    // A submission deleted meanwhile has nothing left to count.
    if (!isConditionalFailure(error)) throw error;
  }
}
