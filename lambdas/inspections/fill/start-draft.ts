import { MAX_DRAFTS_A_PERSON, startDraftBody } from '#shared/forms/fill-api';
import { formEntity } from '#lambdas/data/entities/form';
import { formDraftEntity, type FormDraftItem } from '#lambdas/data/entities/form-draft';
import { timeOrderedId } from '#lambdas/chat/ids';
import { ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { json } from '#lambdas/http/respond';
import { draftsOf, draftView } from './drafts.ts';
import { tractorToInspect, versionToFill } from './form-to-fill.ts';

/** Starts filling a form on a published version; the server notes when (startedAt). */
export const handler = companyRoute({ body: startDraftBody }, async ({ caller, body }) => {
  const { companyId, userId } = caller;
  const version = await versionToFill(companyId, body.formId, body.formVersion);
  const VehicleID = body.VehicleID ?? '';
  if (VehicleID) {
    const { problem } = await tractorToInspect(companyId, version.formType, VehicleID);
    if (problem) throw new ValidationError(problem, { VehicleID: problem });
  }
  if ((await draftsOf(companyId, userId)).length >= MAX_DRAFTS_A_PERSON) {
    throw new ValidationError(`You have ${MAX_DRAFTS_A_PERSON} forms in progress: submit or discard one first.`, { formId: `At most ${MAX_DRAFTS_A_PERSON} forms in progress.` });
  }
  const { data: form } = await formEntity().get({ companyId, formId: body.formId }).go({ attributes: ['requiredForTrips'] });
  const now = Date.now();
  const at = new Date(now).toISOString();
  const { data } = await formDraftEntity()
    .create({
      companyId, ownerUid: userId, draftId: timeOrderedId(now), formId: version.formId, formVersion: version.formVersion, formName: version.formName,
      requiredForTrips: form?.requiredForTrips ?? false, VehicleID, category: caller.driverId, startedAt: at, updatedAt: at, answers: [], version: 1,
      ...(body.legOrg ? { legOrg: body.legOrg } : {}),
      ...(body.legDes ? { legDes: body.legDes } : {}),
    })
    .go();
  return json(201, draftView(data as FormDraftItem));
});
