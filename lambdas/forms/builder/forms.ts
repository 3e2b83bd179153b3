import type { FormDetail, FormSummary, FormVersionView, PublishedVersionInfo, TripFormRunType } from '#shared/forms/form-api';
import type { FormFieldDef } from '#shared/forms/form-fields';
import { formEntity, type FormItem } from '#lambdas/data/entities/form';
import { formVersionEntity, type FormVersionItem } from '#lambdas/data/entities/form-version';
import type { CompanyCaller } from '#lambdas/http/route-handler';
import { NotFoundError } from '#lambdas/http/errors';

/** Who wrote and when, as every write of the builder records it. */
export function stamp(caller: CompanyCaller, now = new Date()) {
  return { updatedBy: caller.displayName, updatedAt: now.toISOString() };
}

/** The company's form, or 404: another company's form id reads as unknown. */
export async function loadForm(companyId: string, formId: string): Promise<FormItem> {
  const { data } = await formEntity().get({ companyId, formId }).go();
  if (!data) throw new NotFoundError('Form not found.');
  return data;
}

export async function loadVersion(companyId: string, formId: string, formVersion: number): Promise<FormVersionItem> {
  const { data } = await formVersionEntity().get({ companyId, formId, formVersion }).go();
  if (!data) throw new NotFoundError('That version of the form was never published.');
  return data;
}

export function formSummary(item: FormItem): FormSummary {
  return {
    formId: item.formId, formName: item.formName, formType: item.formType, state: item.state,
    publishedVersion: item.publishedVersion ?? 0, hasUnpublishedChanges: item.hasUnpublishedChanges ?? true,
    requiredForTrips: item.requiredForTrips ?? false, requiredTripForms: (item.requiredTripForms ?? []) as TripFormRunType[],
    questionCount: item.formFields.length, createdOn: item.createdOn, createdBy: item.createdBy, updatedAt: item.updatedAt, updatedBy: item.updatedBy,
    ...(item.publishedAt ? { publishedAt: item.publishedAt } : {}), version: item.version ?? 1,
  };
}

export async function formDetail(item: FormItem): Promise<FormDetail> {
  const { data } = await formVersionEntity().query.byVersion({ companyId: item.companyId, formId: item.formId })
    .go({ pages: 'all', attributes: ['formVersion', 'publishedAt', 'publishedBy'] });
  const versions: PublishedVersionInfo[] = data.map((v) => ({ formVersion: v.formVersion, publishedAt: v.publishedAt, publishedBy: v.publishedBy })).sort((a, b) => a.formVersion - b.formVersion);
  return { ...formSummary(item), formFields: item.formFields as FormFieldDef[], versions };
}

export function versionView(item: FormVersionItem): FormVersionView {
  return { formId: item.formId, formVersion: item.formVersion, formName: item.formName, formType: item.formType, formFields: item.formFields as FormFieldDef[], publishedAt: item.publishedAt, publishedBy: item.publishedBy };
}
