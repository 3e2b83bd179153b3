import { isRetained, retainedUntil, submissionParams } from '#shared/forms/review-api';
import { todayIn } from '#shared/dates/time-zone';
import { batchDelete } from '#lambdas/data/batch';
import { formSubmissionEntity } from '#lambdas/data/entities/form-submission';
import { inspectionDefectEntity } from '#lambdas/data/entities/inspection-defect';
import { ConflictError } from '#lambdas/http/errors';
import { noContent } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { refreshTractorDefects } from '#lambdas/inspections/defects/tractor-defects';
import { loadSubmission } from '#lambdas/inspections/submission-access';
import { companyZone } from '#lambdas/data/company-zone';
import { deleteImages } from './review-images.ts';
import { defectsOfSubmission, imageKeysOf, reviewFields } from './submission-view.ts';

/** Deletes a submission with its faults and images; a DVIR is kept 3 months first (49 CFR 396.11(a)(4)). */
export const handler = companyRoute({ params: submissionParams }, async ({ caller, params }) => {
  const { companyId } = caller;
  const submission = await loadSubmission(companyId, params.submissionId);
  const zone = await companyZone(companyId);
  const completedDay = todayIn(zone, new Date(submission.completedAt));
  if (submission.formType === 'DVIR' && isRetained(completedDay, todayIn(zone))) {
    throw new ConflictError(`A DVIR must be kept for 3 months (until ${retainedUntil(completedDay)}).`);
  }
  const defects = await defectsOfSubmission(companyId, submission);
  const images = imageKeysOf(submission, reviewFields(submission, defects));
  await batchDelete(inspectionDefectEntity(), defects.map(({ VehicleID, submissionId, fieldId }) => ({ companyId, VehicleID, submissionId, fieldId })));
  await formSubmissionEntity().delete({ companyId, month: submission.month, submissionId: submission.submissionId }).go();
  await deleteImages(companyId, images);
  if (submission.VehicleID) await refreshTractorDefects(companyId, submission.VehicleID);
  return noContent();
});
