import { formEntity } from '#lambdas/data/entities/form';
import { companyRoute } from '#lambdas/http/route-handler';
import { formSummary } from './forms.ts';

/** Every form of the company (drafts, published and archived), by name; the page filters by state. */
export const handler = companyRoute({}, async ({ caller }) => {
  const { data } = await formEntity().query.byFormId({ companyId: caller.companyId }).go({ pages: 'all' });
  return { forms: data.map(formSummary).sort((a, b) => a.formName.localeCompare(b.formName) || a.formId.localeCompare(b.formId)) };
});
