import { formParams, formUpdateBody } from '#shared/forms/form-api';
import { formEntity, type FormItem } from '#lambdas/data/entities/form';
import { ConflictError, ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { formDetail, loadForm, stamp } from './forms.ts';

/**
 * Saves the draft. A published form keeps its published versions untouched: only the draft changes, and
 * the form says it has unpublished changes until the next publish. A stale `version` gets 409.
 */
export const handler = companyRoute({ params: formParams, body: formUpdateBody }, async ({ caller, params, body }) => {
  const current = await loadForm(caller.companyId, params.formId);
  if (current.state === 'archived') throw new ValidationError('This form is archived; restore it before editing it.', { state: 'Restore the form before editing it.' });
  if (body.version !== (current.version ?? 1)) throw new ConflictError();
  const { version, ...fields } = body;
  try {
    const { data } = await formEntity()
      .patch({ companyId: caller.companyId, formId: params.formId })
      .set({ ...fields, hasUnpublishedChanges: true, ...stamp(caller), version: version + 1 })
      .where(({ version: v }, { eq }) => eq(v, version))
      .go({ response: 'all_new' });
    return formDetail(data as FormItem);
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
});
