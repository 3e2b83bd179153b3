import { parseDefectId } from '#shared/forms/defect-states';
import { formSubmissionEntity } from '#lambdas/data/entities/form-submission';
import { inspectionDefectEntity, type InspectionDefectItem } from '#lambdas/data/entities/inspection-defect';
import type { InTransaction } from '#lambdas/data/in-transaction';
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

export type DefectPatch = Partial<Omit<InspectionDefectItem, 'companyId' | 'VehicleID' | 'submissionId' | 'fieldId' | 'version' | 'updatedAt'>>;

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
  await settleDefect(saved);
  return saved;
}

/**
 * The fault's change under its version lock as one write of a transaction (`write` takes the transaction's
 * defect entity), and the fault it leaves once committed; then `settleDefect`, as saveDefect does after its own write.
 */
export function defectChangeWrite(defect: InspectionDefectItem, patch: DefectPatch) {
  const current = defect.version ?? 1;
  const { companyId, VehicleID, submissionId, fieldId } = defect;
  const updatedAt = new Date().toISOString();
  return {
    write: (defects: InTransaction<ReturnType<typeof inspectionDefectEntity>>) =>
      defects.patch({ companyId, VehicleID, submissionId, fieldId }).set({ ...patch, updatedAt, version: current + 1 }).where(({ version }, { eq }) => eq(version, current)).commit(),
    after: { ...defect, ...patch, updatedAt, version: current + 1 } as InspectionDefectItem,
  };
}

/** After a fault's write: its submission's count and its tractor's defects and out-of-service hold. */
export async function settleDefect(defect: Pick<InspectionDefectItem, 'companyId' | 'VehicleID' | 'submissionId'>): Promise<void> {
  await recountSubmission(defect.companyId, defect.VehicleID, defect.submissionId);
  await refreshTractorDefects(defect.companyId, defect.VehicleID);
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
