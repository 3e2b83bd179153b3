import { formVersionParams } from '#shared/forms/form-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { loadVersion, versionView } from './forms.ts';

/** The frozen questions of one published version: what a submission filled on it is read against. */
export const handler = companyRoute({ params: formVersionParams }, async ({ caller, params }) => versionView(await loadVersion(caller.companyId, params.formId, params.formVersion)));
