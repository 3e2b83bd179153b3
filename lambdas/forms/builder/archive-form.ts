import { archiveBody, formParams } from '#shared/forms/form-api';
import { formEntity, type FormItem } from '#lambdas/data/entities/form';
import { ConflictError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { formDetail, loadForm, stamp } from './forms.ts';

/**
 * Archives a form (offered to nobody; its versions and submissions stay) or brings it back: published
 * again when it has a published version, a draft otherwise.
 */
export const handler = companyRoute({ params: formParams, body: archiveBody }, async ({ caller, params, body }) => {
  const form = await loadForm(caller.companyId, params.formId);
  const lock = form.version ?? 1;
  const state = body.archived ? 'archived' : (form.publishedVersion ?? 0) > 0 ? 'published' : 'draft';
  if (state === form.state) return formDetail(form);
  try {
    const { data } = await formEntity()
      .patch({ companyId: caller.companyId, formId: form.formId })
      .set({ state, ...stamp(caller), version: lock + 1 })
      .where(({ version }, { eq }) => eq(version, lock))
      .go({ response: 'all_new' });
    return formDetail(data as FormItem);
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
});
