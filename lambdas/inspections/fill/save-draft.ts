import { checkAnswers } from '#shared/forms/answers';
import { draftParams, saveDraftBody } from '#shared/forms/fill-api';
import { formDraftEntity } from '#lambdas/data/entities/form-draft';
import { formVersionEntity } from '#lambdas/data/entities/form-version';
import { isConditionalFailure } from '#lambdas/chat/conditional';
import { ConflictError, ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { toStoredField } from '#lambdas/inspections/stored-fields';
import { draftView, ownDraft } from './drafts.ts';

/**
 * Saves the answers so far: checked against the draft's version like a submission but not for
 * completeness (required answers may be missing; an answer to a question not on the version is refused).
 * The version guards against an older save from another phone overwriting a newer one (409).
 */
export const handler = companyRoute({ params: draftParams, body: saveDraftBody }, async ({ caller, params, body }) => {
  const { companyId, userId } = caller;
  const draft = await ownDraft(companyId, userId, params.draftId);
  if (body.version !== (draft.version ?? 1)) throw new ConflictError('These answers were saved from somewhere else meanwhile. Reload to continue from them.');
  const { data: version } = await formVersionEntity().get({ companyId, formId: draft.formId, formVersion: draft.formVersion }).go();
  const { fields, errors } = checkAnswers(version?.formFields ?? [], body.answers, { complete: false });
  if (Object.keys(errors).length > 0) throw new ValidationError('Some answers need fixing.', errors);
  const answered = new Set(body.answers.map((a) => a.fieldId));
  const answers = fields.filter((f) => answered.has(f.fieldId)).map(toStoredField);
  const updatedAt = new Date().toISOString();
  const next = (draft.version ?? 1) + 1;
  try {
    await formDraftEntity()
      .patch({ companyId, ownerUid: userId, draftId: draft.draftId })
      .set({ answers, updatedAt, version: next })
      .where(({ version: v }, { eq }) => eq(v, draft.version ?? 1))
      .go();
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError('These answers were saved from somewhere else meanwhile. Reload to continue from them.');
    throw error;
  }
  return draftView({ ...draft, answers, updatedAt, version: next });
});
