import type { DraftView } from '#shared/forms/fill-api';
import { formDraftEntity, type FormDraftItem } from '#lambdas/data/entities/form-draft';
import { NotFoundError } from '#lambdas/http/errors';
import { fromStoredField } from '#lambdas/inspections/stored-fields';

export const DRAFT_NOT_FOUND = 'Form in progress not found.';

export function draftView(d: FormDraftItem): DraftView {
  return {
    draftId: d.draftId, formId: d.formId, formVersion: d.formVersion, formName: d.formName, VehicleID: d.VehicleID,
    legOrg: d.legOrg ?? '', legDes: d.legDes ?? '', startedAt: d.startedAt, updatedAt: d.updatedAt,
    answers: (d.answers ?? []).map(fromStoredField), version: d.version ?? 1,
  };
}

/** Only the owner's: the key is his uid, so another person's draft id is simply not found. */
export async function ownDraft(companyId: string, ownerUid: string, draftId: string): Promise<FormDraftItem> {
  const { data } = await formDraftEntity().get({ companyId, ownerUid, draftId }).go();
  if (!data) throw new NotFoundError(DRAFT_NOT_FOUND);
  return data;
}

export async function draftsOf(companyId: string, ownerUid: string): Promise<FormDraftItem[]> {
  const { data } = await formDraftEntity().query.byOwner({ companyId, ownerUid }).go({ pages: 'all' });
  return data;
}
