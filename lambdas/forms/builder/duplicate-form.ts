import { randomUUID } from 'node:crypto';
import { FORM_LIMITS } from '#shared/forms/form-fields';
import { formParams } from '#shared/forms/form-api';
import { formEntity } from '#lambdas/data/entities/form';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { formDetail, loadForm, stamp } from './forms.ts';

/** "Copy of …" within the name's bound. */
export function copyName(formName: string): string {
  return `Copy of ${formName}`.slice(0, FORM_LIMITS.formName).trim();
}

/** A new draft with the form's draft questions and settings; the copy has no published version. */
export const handler = companyRoute({ params: formParams }, async ({ caller, params }) => {
  const source = await loadForm(caller.companyId, params.formId);
  const by = stamp(caller);
  const { data } = await formEntity()
    .create({
      companyId: caller.companyId, formId: randomUUID(), formName: copyName(source.formName), formType: source.formType, formFields: source.formFields,
      requiredForTrips: source.requiredForTrips ?? false, requiredTripForms: source.requiredTripForms ?? [], state: 'draft', publishedVersion: 0,
      hasUnpublishedChanges: true, createdOn: by.updatedAt, createdBy: by.updatedBy, ...by, version: 1,
    })
    .go();
  return json(201, await formDetail(data));
});
