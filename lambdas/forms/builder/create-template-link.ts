import { randomUUID } from 'node:crypto';
import { formParams, templateLinkQuery, type TemplateLink } from '#shared/forms/form-api';
import type { FormFieldDef } from '#shared/forms/form-fields';
import { companyEntity } from '#lambdas/data/entities/company';
import { companyRoute } from '#lambdas/http/route-handler';
import { saveAndViewLinks, writeObject } from '#lambdas/imports/uploads';
import { blankFormFileName, blankFormPdf } from './blank-form-pdf.ts';
import { loadForm, loadVersion } from './forms.ts';

/** How long a shared blank-form link works. */
const LINK_SECONDS = 15 * 60;

/**
 * /FORM-Template: the blank form is written under a random key in the uploads bucket (tmp/, removed
 * after two days) and shared as a presigned GET that expires, as pay documents are. `?version=N`
 * prints a published version; without it, the draft.
 */
export const handler = companyRoute({ params: formParams, query: templateLinkQuery }, async ({ caller, params, query }) => {
  const [form, { data: company }] = await Promise.all([loadForm(caller.companyId, params.formId), companyEntity().get({ companyId: caller.companyId }).go()]);
  const version = query.version === undefined ? undefined : await loadVersion(caller.companyId, form.formId, query.version);
  const source = version ?? form;
  const fileName = blankFormFileName(source.formName, version?.formVersion);
  const pdf = blankFormPdf({
    companyName: company?.companyName ?? '', formName: source.formName, formType: source.formType,
    ...(version ? { formVersion: version.formVersion } : {}), formFields: source.formFields as FormFieldDef[],
  });
  const key = `tmp/forms/${randomUUID()}/${fileName.replace(/ /g, '_')}`;
  await writeObject(key, pdf, 'application/pdf');
  const link: TemplateLink = { ...(await saveAndViewLinks(key, LINK_SECONDS, fileName)), expiresAt: new Date(Date.now() + LINK_SECONDS * 1000).toISOString(), fileName };
  return link;
});
