import { createWriteTransaction } from 'electrodb';
import { checkAnswers } from '#shared/forms/answers';
import { countOfFailedFormFields, driverCommentsOf, faultsOf } from '#shared/forms/faults';
import type { SubmitBody, SubmissionView } from '#shared/forms/fill-api';
import { formDraftEntity } from '#lambdas/data/entities/form-draft';
import { formVersionEntity } from '#lambdas/data/entities/form-version';
import { formSubmissionEntity, type FormSubmissionItem } from '#lambdas/data/entities/form-submission';
import { formSubmitReceiptEntity } from '#lambdas/data/entities/form-submit-receipt';
import { inspectionDefectEntity } from '#lambdas/data/entities/inspection-defect';
import { batchPut } from '#lambdas/data/batch';
import { monthOf } from '#lambdas/data/month-partition';
import { timeOrderedId } from '#lambdas/chat/ids';
import { ConflictError, ServiceUnavailableError, ValidationError } from '#lambdas/http/errors';
import { refreshTractorDefects } from '#lambdas/inspections/defects/tractor-defects';
import { toStoredField } from '#lambdas/inspections/stored-fields';
import { companyZone } from '#lambdas/data/company-zone';
import { imageErrors, type Uploader } from './form-images.ts';
import { tractorToInspect, versionToFill } from './form-to-fill.ts';
import { defectsOfSubmission, tractorReview } from './last-dvir.ts';
import { alertShop } from './shop-alert.ts';
import { submissionView } from './submission-view.ts';
import { submittedUnderKey, winnerUnderKey } from './submit-receipts.ts';

/** Who submits: a signed-in person or a visitor of a tractor's inspection link. */
export interface Submitter {
  companyId: string;
  uploader: Uploader;
  displayName: string;
  /** The spec's `category`: the driver id, '0000000' for staff and link visitors. */
  category: string;
  submittedByDriverId?: string;
  /** Cognito sub, or `link:{linkId}`. */
  uid: string;
}

export const LAST_INSPECTION_CHANGED = 'The last inspection of this tractor changed: review it again.';
const SENT_TWICE = 'This form was being sent twice at once. Send it again: it will be stored once.';
/** Room under DynamoDB's 400 KB item for the submission's other attributes. */
const MAX_ANSWER_BYTES = 350 * 1024;

function hhmm(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: zone }).format(new Date(iso));
}

async function outOfServiceItems(s: FormSubmissionItem): Promise<Map<string, boolean>> {
  const { data } = await formVersionEntity().get({ companyId: s.companyId, formId: s.formId, formVersion: s.formVersion }).go();
  return new Map((data?.formFields ?? []).map((q) => [q.fieldId, q.outOfServiceOnFail ?? false] as const));
}

/** One defect item per fault, open; writing them again writes the same items (a retry after a crash). */
async function writeDefects(s: FormSubmissionItem, outOfServiceOf: ReadonlyMap<string, boolean>): Promise<void> {
  const existing = new Set((await defectsOfSubmission(s.companyId, s.VehicleID, s.submissionId)).map((d) => d.fieldId));
  const faults = faultsOf(s.formFields.map((f) => ({ ...f, value: f.valueKind === 'boolean' ? f.valueBoolean : undefined }))).filter((f) => !existing.has(f.fieldId));
  await batchPut(inspectionDefectEntity(), faults.map((f) => ({
    companyId: s.companyId, VehicleID: s.VehicleID, submissionId: s.submissionId, fieldId: f.fieldId, state: 'open' as const,
    label: f.label, category: f.category, formName: s.formName, completedAt: s.completedAt, reportedBy: s.submittedByDisplayName,
    outOfService: outOfServiceOf.get(f.fieldId) ?? false, updatedAt: s.completedAt,
    ...(s.Domicile ? { Domicile: s.Domicile } : {}),
    ...(s.submittedByDriverId ? { reportedByDriverId: s.submittedByDriverId } : {}),
    ...(f.remarks ? { remarks: f.remarks } : {}),
    ...(f.photos?.length ? { photos: f.photos } : {}),
  })));
}

/**
 * Submits a filled form: the shared core of `POST /form-submissions` and a tractor link's submit. Checks
 * everything before writing anything (version, answers, the tractor, each image, the §396.13 review),
 * then writes the submission, one defect per fault, the tractor's counts and hold, removes the draft,
 * and alerts the shop of a failed inspection.
 *
 * Idempotent under the client's key, the draft id (made on the phone, so it exists before the first try and
 * even when the form was never saved to the server): the submission is written in one transaction with a
 * receipt under that key (conditional on none) and the draft's removal, so two tries can never both write;
 * a try that finds the receipt answers its submission (and writes any defect a crash left unwritten).
 */
export async function submitForm(who: Submitter, body: SubmitBody): Promise<{ view: SubmissionView; created: boolean }> {
  const { companyId } = who;
  const VehicleIDAsked = body.VehicleID ?? '';
  if (body.draftId) {
    const earlier = await submittedUnderKey(companyId, who.uid, body.draftId);
    if (earlier) {
      await finishWrites(earlier);
      return { view: submissionView(earlier, false), created: false };
    }
    const { data: draft } = await formDraftEntity().get({ companyId, ownerUid: who.uid, draftId: body.draftId }).go();
    if (draft && (draft.formId !== body.formId || draft.formVersion !== body.formVersion)) {
      throw new ValidationError('This form in progress is of another form or version.', { draftId: 'Not a draft of this form version.' });
    }
  }
  const version = await versionToFill(companyId, body.formId, body.formVersion);
  const checked = checkAnswers(version.formFields, body.answers, { complete: true });
  const errors: Record<string, string> = { ...checked.errors };
  const { tractor, problem } = await tractorToInspect(companyId, version.formType, VehicleIDAsked);
  if (problem) errors.VehicleID = problem;
  const onVersion = new Set(version.formFields.map((q) => q.fieldId));
  const images = body.answers.filter((a) => onVersion.has(a.fieldId)).flatMap((a) => (a.photos ?? []).map((key) => ({ field: `answers.${a.fieldId}.photos`, key })));
  if (body.priorReview) images.push({ field: 'priorReview.signatureKey', key: body.priorReview.signatureKey });
  for (const [field, message] of Object.entries(await imageErrors(companyId, who.uploader, images))) errors[field] ??= message;
  const review = version.formType === 'DVIR' && tractor ? await tractorReview(companyId, tractor.VehicleID) : undefined;
  const last = review?.last;
  if (review?.reviewRequired && !body.priorReview) errors.priorReview = 'Review and sign the last inspection of this tractor before submitting.';
  if (JSON.stringify(checked.fields).length > MAX_ANSWER_BYTES) errors.answers = 'The answers are too long to store; shorten the remarks.';
  if (Object.keys(errors).length > 0) throw new ValidationError('Some answers need fixing.', errors);
  if (body.priorReview && body.priorReview.submissionId !== last?.submissionId) throw new ConflictError(LAST_INSPECTION_CHANGED);

  const now = Date.now();
  const completedAt = new Date(now).toISOString();
  const fields = checked.fields;
  const faults = faultsOf(fields);
  const signatureKey = fields.find((f) => f.style === 'Signature' && f.photos?.length)?.photos?.[0];
  const reviewedDefects = body.priorReview && review ? review.defects.filter((d) => d.state !== 'resolved').length : 0;
  const item = {
    companyId, month: monthOf(now), submissionId: timeOrderedId(now), formId: version.formId, formVersion: version.formVersion,
    formName: version.formName, formType: version.formType, formStatus: 'Completed' as const, created: completedAt, startedAt: body.startedAt,
    startTime: hhmm(body.startedAt, await companyZone(companyId)), completedAt, VehicleID: tractor?.VehicleID ?? '',
    category: who.category, submittedByDisplayName: who.displayName, submittedByUid: who.uid,
    countOfFailedFormFields: countOfFailedFormFields(fields), driverCommentCount: driverCommentsOf(fields).length,
    formFields: fields.map(toStoredField), unresolvedFaultCount: faults.length,
    ...(tractor?.Vin ? { Vin: tractor.Vin } : {}),
    ...(tractor?.Domicile ? { Domicile: tractor.Domicile } : {}),
    ...(who.submittedByDriverId ? { submittedByDriverId: who.submittedByDriverId } : {}),
    ...(body.legOrg ? { legOrg: body.legOrg } : {}),
    ...(body.legDes ? { legDes: body.legDes } : {}),
    ...(signatureKey ? { signatureKey } : {}),
    ...(body.draftId ? { draftId: body.draftId } : {}),
    ...(body.priorReview ? { priorReview: { submissionId: body.priorReview.submissionId, signatureKey: body.priorReview.signatureKey, reviewedAt: completedAt, unresolvedDefects: reviewedDefects } } : {}),
  };
  let stored: FormSubmissionItem;
  if (body.draftId) {
    const draftId = body.draftId;
    const receipt = { companyId, ownerUid: who.uid, draftId, submissionId: item.submissionId, submittedAt: completedAt };
    const { canceled } = await createWriteTransaction(
      { submissions: formSubmissionEntity(), receipts: formSubmitReceiptEntity(), drafts: formDraftEntity() },
      ({ submissions, receipts, drafts }) => [
        submissions.create(item).commit(),
        receipts.create(receipt).commit(),
        drafts.delete({ companyId, ownerUid: who.uid, draftId }).commit(),
      ],
    ).go();
    if (canceled) {
      const earlier = await winnerUnderKey(companyId, who.uid, draftId);
      if (!earlier) throw new ServiceUnavailableError(SENT_TWICE);
      return { view: submissionView(earlier, false), created: false };
    }
    stored = item as FormSubmissionItem;
  } else {
    stored = (await formSubmissionEntity().create(item).go()).data as FormSubmissionItem;
  }
  const outOfServiceOf = new Map(version.formFields.map((q) => [q.fieldId, q.outOfServiceOnFail] as const));
  await finishWrites(stored, outOfServiceOf);
  const shopAlerted = faults.length > 0 && stored.VehicleID
    ? await alertShop({
      companyId, VehicleID: stored.VehicleID, formName: stored.formName, reportedBy: who.displayName,
      failedItems: faults.map((f) => ({ label: f.label, remarks: f.remarks, outOfService: outOfServiceOf.get(f.fieldId) ?? false })),
    })
    : false;
  return { view: submissionView(stored, shopAlerted), created: true };
}

/** The defects of a stored submission and its tractor's counts: safe to run again. */
async function finishWrites(s: FormSubmissionItem, known?: ReadonlyMap<string, boolean>): Promise<void> {
  if (s.countOfFailedFormFields === 0 || !s.VehicleID) return;
  const outOfServiceOf = known ?? await outOfServiceItems(s);
  await writeDefects(s, outOfServiceOf);
  await refreshTractorDefects(s.companyId, s.VehicleID);
}
