import { createWriteTransaction } from 'electrodb';
import { STARTER_DVIR_FIELDS, STARTER_DVIR_NAME } from '#shared/forms/starter-dvir';
import { formEntity, type FormItem } from '#lambdas/data/entities/form';
import { formVersionEntity } from '#lambdas/data/entities/form-version';

/** The starter DVIR's id in every company: fixed, so two writers racing to seed it write one form. */
export const STARTER_DVIR_FORM_ID = 'starter-dvir';
/** Who the builder shows as the starter's author when nobody of the company made it. */
export const STARTER_AUTHOR = 'FAST DASHBOARD';

/**
 * Whether the company still needs the starter DVIR: it has no DVIR form at all and never had the starter
 * (a company that turned the starter into another type of form made its choice).
 */
export function needsStarterDvir(forms: readonly Pick<FormItem, 'formId' | 'formType'>[]): boolean {
  return !forms.some((f) => f.formType === 'DVIR' || f.formId === STARTER_DVIR_FORM_ID);
}

/**
 * Writes the starter DVIR (49 CFR 396.11(a)(1) items) published as version 1, under its fixed id in one
 * transaction conditional on neither item existing: a second writer, at the same moment or later, writes
 * nothing. The company edits it in the form builder like any form of its own.
 */
export async function seedStarterDvir(companyId: string, by: string = STARTER_AUTHOR, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const formId = STARTER_DVIR_FORM_ID;
  await createWriteTransaction({ versions: formVersionEntity(), forms: formEntity() }, ({ versions, forms }) => [
    versions.create({ companyId, formId, formVersion: 1, formName: STARTER_DVIR_NAME, formType: 'DVIR', formFields: STARTER_DVIR_FIELDS, publishedAt: at, publishedBy: by }).commit(),
    forms.create({
      companyId, formId, formName: STARTER_DVIR_NAME, formType: 'DVIR', state: 'published', formFields: STARTER_DVIR_FIELDS,
      requiredForTrips: true, requiredTripForms: [], publishedVersion: 1, hasUnpublishedChanges: false, publishedAt: at,
      createdOn: at, createdBy: by, updatedAt: at, updatedBy: by, version: 1,
    }).commit(),
  ]).go();
}

/**
 * The company's forms as a read of them finds them, with the starter DVIR seeded first when the company
 * has none: how a company made before the starter existed gets it, the first time its forms are read.
 */
export async function formsWithStarter(companyId: string): Promise<FormItem[]> {
  const read = async () => (await formEntity().query.byFormId({ companyId }).go({ pages: 'all' })).data;
  const forms = await read();
  if (!needsStarterDvir(forms)) return forms;
  await seedStarterDvir(companyId);
  return read();
}

/** The company's DVIR form, seeding the starter when it has none (the demo seed); answers its id. */
export async function ensureStarterForms(companyId: string, by: string, now = new Date()): Promise<string> {
  const { data: forms } = await formEntity().query.byFormId({ companyId }).go({ pages: 'all' });
  const existing = forms.find((f) => f.formType === 'DVIR');
  if (existing) return existing.formId;
  await seedStarterDvir(companyId, by, now);
  return STARTER_DVIR_FORM_ID;
}
