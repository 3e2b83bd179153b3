import { checkAnswers } from '#shared/forms/answers';
import { driverCommentsOf, faultsOf } from '#shared/forms/faults';
import { formParams, testFormBody, type FormTestResult } from '#shared/forms/form-api';
import type { FormFieldDef } from '#shared/forms/form-fields';
import { companyRoute } from '#lambdas/http/route-handler';
import { loadForm } from './forms.ts';

/** /form-testing: the draft's answers checked exactly as a submission's would be; nothing is stored. */
export const handler = companyRoute({ params: formParams, body: testFormBody }, async ({ caller, params, body }): Promise<FormTestResult> => {
  const form = await loadForm(caller.companyId, params.formId);
  const { fields, errors } = checkAnswers(form.formFields as FormFieldDef[], body.answers, { complete: true });
  const faults = faultsOf(fields);
  return { valid: Object.keys(errors).length === 0, errors, countOfFailedFormFields: faults.length, faults, driverComments: driverCommentsOf(fields) };
});
