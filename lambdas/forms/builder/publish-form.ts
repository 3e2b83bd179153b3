import { createWriteTransaction } from 'electrodb';
import { formParams, publishBody } from '#shared/forms/form-api';
import { formEntity } from '#lambdas/data/entities/form';
import { formVersionEntity } from '#lambdas/data/entities/form-version';
import { ConflictError, ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { formDetail, loadForm, stamp } from './forms.ts';

/**
 * Publishes the draft as version publishedVersion + 1, frozen for good: the new version item and the
 * form's new state are written in one transaction, the version only if it does not exist yet and the form
 * only if its draft is still the one the person published, so two publishes never share a number and
 * a colleague's later edit is never published unseen (409).
 */
export const handler = companyRoute({ params: formParams, body: publishBody }, async ({ caller, params, body }) => {
  const form = await loadForm(caller.companyId, params.formId);
  if (form.state === 'archived') throw new ValidationError('An archived form cannot be published; restore it first.', { state: 'Restore the form before publishing it.' });
  if (form.formFields.length === 0) throw new ValidationError('A form needs at least one question to be published.', { formFields: 'Add at least one question before publishing.' });
  const lock = form.version ?? 1;
  if (body.version !== lock) throw new ConflictError();
  const formVersion = (form.publishedVersion ?? 0) + 1;
  const by = stamp(caller);
  const { canceled } = await createWriteTransaction({ form: formEntity(), formVersion: formVersionEntity() }, ({ form: forms, formVersion: versions }) => [
    versions.create({
      companyId: caller.companyId, formId: form.formId, formVersion, formName: form.formName, formType: form.formType,
      formFields: form.formFields, publishedAt: by.updatedAt, publishedBy: by.updatedBy,
    }).commit(),
    forms.patch({ companyId: caller.companyId, formId: form.formId })
      .set({ state: 'published', publishedVersion: formVersion, hasUnpublishedChanges: false, publishedAt: by.updatedAt, ...by, version: lock + 1 })
      .where(({ version }, { eq }) => eq(version, lock))
      .commit(),
  ]).go();
  if (canceled) throw new ConflictError();
  return formDetail(await loadForm(caller.companyId, form.formId));
});
