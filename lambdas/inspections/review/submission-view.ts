import { defectIdOf } from '#shared/forms/defect-states';
import { driverCommentsOf, faultsOf } from '#shared/forms/faults';
import type { SubmittedField } from '#shared/forms/form-fields';
import type { ReviewField } from '#shared/forms/review-views';

export type { ReviewField };
import type { FormSubmissionItem } from '#lambdas/data/entities/form-submission';
import { inspectionDefectEntity, type InspectionDefectItem } from '#lambdas/data/entities/inspection-defect';
import { fromStoredField } from '#lambdas/inspections/stored-fields';
import { imageLinks } from './review-images.ts';


/** The faults of one submission (the tractor's partition, the submission's id as the sort-key prefix). */
export async function defectsOfSubmission(companyId: string, submission: Pick<FormSubmissionItem, 'VehicleID' | 'submissionId'>): Promise<InspectionDefectItem[]> {
  if (!submission.VehicleID) return [];
  const { data } = await inspectionDefectEntity().query.byTractor({ companyId, VehicleID: submission.VehicleID, submissionId: submission.submissionId }).go({ pages: 'all' });
  return data.filter((d) => d.submissionId === submission.submissionId);
}

export function withResolution(field: SubmittedField, defect: InspectionDefectItem | undefined): ReviewField {
  if (!defect) return field;
  return {
    ...field,
    defectId: defectIdOf(defect.submissionId, defect.fieldId),
    state: defect.state,
    resolved: defect.state === 'resolved',
    outOfService: defect.outOfService ?? false,
    defectVersion: defect.version ?? 1,
    ...(defect.resolvedBy ? { resolvedBy: defect.resolvedBy } : {}),
    ...(defect.resolvedByDisplayName ? { resolvedByDisplayName: defect.resolvedByDisplayName } : {}),
    ...(defect.resolvedByUid ? { resolvedByUid: defect.resolvedByUid } : {}),
    ...(defect.resolvedAt ? { resolvedAt: defect.resolvedAt } : {}),
    ...(defect.resolutionComment ? { resolutionComment: defect.resolutionComment } : {}),
    ...(defect.resolutionImages?.length ? { resolutionImages: defect.resolutionImages } : {}),
    ...(defect.deferredReason && defect.state === 'deferred' ? { deferredReason: defect.deferredReason, deferredUntil: defect.deferredUntil ?? '' } : {}),
    ...(defect.maintenanceRecordId ? { maintenanceRecordId: defect.maintenanceRecordId } : {}),
    ...(defect.repairCertification ? { repairCertification: defect.repairCertification, repairCertifiedBy: defect.repairCertifiedBy ?? '' } : {}),
  };
}

export function reviewFields(submission: FormSubmissionItem, defects: readonly InspectionDefectItem[]): ReviewField[] {
  const byField = new Map(defects.map((d) => [d.fieldId, d]));
  return submission.formFields.map((stored) => withResolution(fromStoredField(stored), byField.get(stored.fieldId)));
}

/** Image keys of answers (photos, signature answers) and of repairs. */
export function imageKeysOf(submission: FormSubmissionItem, fields: readonly ReviewField[]): string[] {
  const answerImages = fields.flatMap((f) => [...(f.photos ?? []), ...(f.style === 'Signature' && typeof f.value === 'string' ? [f.value] : []), ...(f.resolutionImages ?? [])]);
  return [...answerImages, ...(submission.signatureKey ? [submission.signatureKey] : []), ...(submission.priorReview?.signatureKey ? [submission.priorReview.signatureKey] : [])];
}

/** The whole submission for review: its answers with resolutions, its faults and comments, 5-minute image links. */
export async function submissionView(companyId: string, submission: FormSubmissionItem) {
  const defects = await defectsOfSubmission(companyId, submission);
  const fields = reviewFields(submission, defects);
  const { formFields: _stored, ...meta } = submission;
  const imageUrls = await imageLinks(companyId, imageKeysOf(submission, fields));
  return {
    submission: meta,
    fields,
    faults: faultsOf(fields),
    driverComments: driverCommentsOf(fields),
    imageUrls,
  };
}
