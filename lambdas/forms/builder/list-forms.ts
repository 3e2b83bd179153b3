import { formsWithStarter } from '#lambdas/forms/starter-forms';
import { companyRoute } from '#lambdas/http/route-handler';
import { formSummary } from './forms.ts';

/** Every form of the company (drafts, published and archived), by name; the page filters by state. A company without a DVIR form gets the starter first. */
export const handler = companyRoute({}, async ({ caller }) => {
  const data = await formsWithStarter(caller.companyId);
  return { forms: data.map(formSummary).sort((a, b) => a.formName.localeCompare(b.formName) || a.formId.localeCompare(b.formId)) };
});
