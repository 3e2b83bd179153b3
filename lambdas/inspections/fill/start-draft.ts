import { createWriteTransaction } from 'electrodb';
import { MAX_DRAFTS_A_PERSON, startDraftBody } from '#shared/forms/fill-api';
import { formEntity } from '#lambdas/data/entities/form';
import { formDraftEntity, type FormDraftItem } from '#lambdas/data/entities/form-draft';
import { formSubmitReceiptEntity } from '#lambdas/data/entities/form-submit-receipt';
import { timeOrderedId } from '#lambdas/chat/ids';
import { ConflictError, ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { json } from '#lambdas/http/respond';
import { draftsOf, draftView } from './drafts.ts';
import { tractorToInspect, versionToFill } from './form-to-fill.ts';
import { submittedUnderKey } from './submit-receipts.ts';

export const ALREADY_SUBMITTED = 'This form was already submitted.';

/**
 * Starts filling a form on a published version; the server notes when (startedAt). Under the phone's own
 * draftId it is idempotent: a repeated start answers the draft (200), and a start after that key's submit is
 * refused (409), so a form is never brought back as in progress.
 */
export const handler = companyRoute({ body: startDraftBody }, async ({ caller, body }) => {
  const { companyId, userId } = caller;
  const version = await versionToFill(companyId, body.formId, body.formVersion);
  const VehicleID = body.VehicleID ?? '';
  if (VehicleID) {
    const { problem } = await tractorToInspect(companyId, version.formType, VehicleID);
    if (problem) throw new ValidationError(problem, { VehicleID: problem });
  }
  const mine = await draftsOf(companyId, userId);
  const again = body.draftId ? mine.find((d) => d.draftId === body.draftId) : undefined;
  if (again && again.formId === body.formId && again.formVersion === body.formVersion) return json(200, draftView(again));
  if (mine.length >= MAX_DRAFTS_A_PERSON) {
    throw new ValidationError(`You have ${MAX_DRAFTS_A_PERSON} forms in progress: submit or discard one first.`, { formId: `At most ${MAX_DRAFTS_A_PERSON} forms in progress.` });
  }
  const { data: form } = await formEntity().get({ companyId, formId: body.formId }).go({ attributes: ['requiredForTrips'] });
  const now = Date.now();
  const at = new Date(now).toISOString();
  const draft = {
    companyId, ownerUid: userId, draftId: body.draftId ?? timeOrderedId(now), formId: version.formId, formVersion: version.formVersion, formName: version.formName,
    requiredForTrips: form?.requiredForTrips ?? false, VehicleID, category: caller.driverId, startedAt: at, updatedAt: at, answers: [], version: 1,
    ...(body.legOrg ? { legOrg: body.legOrg } : {}),
    ...(body.legDes ? { legDes: body.legDes } : {}),
  };
  if (!body.draftId) return json(201, draftView((await formDraftEntity().create(draft).go()).data as FormDraftItem));
  // The phone's key: started once, never again after its submit (a late start would bring the form back as in progress).
  const { canceled } = await createWriteTransaction({ receipts: formSubmitReceiptEntity(), drafts: formDraftEntity() }, ({ receipts, drafts }) => [
    receipts.check({ companyId, ownerUid: userId, draftId: draft.draftId }).where((attr, { notExists }) => notExists(attr.submissionId)).commit(),
    drafts.create(draft).commit(),
  ]).go();
  if (!canceled) return json(201, draftView(draft as FormDraftItem));
  if (await submittedUnderKey(companyId, userId, draft.draftId)) throw new ConflictError(ALREADY_SUBMITTED);
  const { data: started } = await formDraftEntity().get({ companyId, ownerUid: userId, draftId: draft.draftId }).go();
  if (!started) throw new ConflictError(ALREADY_SUBMITTED);
  if (started.formId !== draft.formId || started.formVersion !== draft.formVersion) throw new ValidationError('This form in progress is of another form or version.', { draftId: 'Not a draft of this form version.' });
  return json(200, draftView(started));
});
