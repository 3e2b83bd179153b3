import { formParams } from '#shared/forms/form-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { formDetail, loadForm } from './forms.ts';

/** A form's draft questions, state and the list of its published versions. */
export const handler = companyRoute({ params: formParams }, async ({ caller, params }) => formDetail(await loadForm(caller.companyId, params.formId)));
