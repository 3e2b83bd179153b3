import { draftParams } from '#shared/forms/fill-api';
import { formDraftEntity } from '#lambdas/data/entities/form-draft';
import { companyRoute } from '#lambdas/http/route-handler';
import { noContent } from '#lambdas/http/respond';
import { ownDraft } from './drafts.ts';

/** Discards the caller's own form in progress (another person's is not found). */
export const handler = companyRoute({ params: draftParams }, async ({ caller, params }) => {
  await ownDraft(caller.companyId, caller.userId, params.draftId);
  await formDraftEntity().delete({ companyId: caller.companyId, ownerUid: caller.userId, draftId: params.draftId }).go();
  return noContent();
});
