import { randomUUID } from 'node:crypto';
import { STARTER_DVIR_FIELDS, STARTER_DVIR_NAME } from '#shared/forms/starter-dvir';
import { formEntity } from '#lambdas/data/entities/form';
import { formVersionEntity } from '#lambdas/data/entities/form-version';

/**
 * A company starts with a ready DVIR: the starter form published as version 1, written once when the
 * company has no DVIR form yet (the demo seed and company creation call it). Returns the form's id.
 */
export async function ensureStarterForms(companyId: string, by: string, now = new Date()): Promise<string> {
  const { data: forms } = await formEntity().query.byFormId({ companyId }).go({ pages: 'all' });
  const existing = forms.find((f) => f.formType === 'DVIR');
  if (existing) return existing.formId;
  const formId = randomUUID();
  const at = now.toISOString();
  await formVersionEntity()
    .create({ companyId, formId, formVersion: 1, formName: STARTER_DVIR_NAME, formType: 'DVIR', formFields: STARTER_DVIR_FIELDS, publishedAt: at, publishedBy: by })
    .go();
  await formEntity()
    .create({
      companyId, formId, formName: STARTER_DVIR_NAME, formType: 'DVIR', state: 'published', formFields: STARTER_DVIR_FIELDS,
      requiredForTrips: true, requiredTripForms: [], publishedVersion: 1, hasUnpublishedChanges: false, publishedAt: at,
      createdOn: at, createdBy: by, updatedAt: at, updatedBy: by, version: 1,
    })
    .go();
  return formId;
}
