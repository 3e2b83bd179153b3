import type { FormType } from '#shared/forms/form-states';
import { formEntity } from '#lambdas/data/entities/form';
import { formVersionEntity, type FormVersionItem } from '#lambdas/data/entities/form-version';
import { tractorEntity, type TractorItem } from '#lambdas/data/entities/tractor';
import { ValidationError } from '#lambdas/http/errors';

/**
 * The version a person fills: it must be published (≤ the form's publishedVersion: a person finishes on
 * the version he started even after a newer one is published), and the form not archived.
 */
export async function versionToFill(companyId: string, formId: string, formVersion: number): Promise<FormVersionItem> {
  const [{ data: form }, { data: version }] = await Promise.all([
    formEntity().get({ companyId, formId }).go(),
    formVersionEntity().get({ companyId, formId, formVersion }).go(),
  ]);
  if (!form) throw new ValidationError('This form does not exist.', { formId: 'No such form.' });
  if (form.state === 'archived') throw new ValidationError('This form was archived and can no longer be filled.', { formId: 'The form is archived.' });
  if (!version || formVersion > (form.publishedVersion ?? 0)) throw new ValidationError('This version of the form was never published.', { formVersion: 'Not a published version.' });
  return version;
}

/** DVIRs and inspections are about a tractor: an active one of the company. */
export function needsTractor(formType: FormType): boolean {
  return formType === 'DVIR' || formType === 'Inspection';
}

/** The tractor a form is filled about, or why it cannot be (the error for `VehicleID`); '' = no tractor. */
export async function tractorToInspect(companyId: string, formType: FormType, VehicleID: string): Promise<{ tractor?: TractorItem; problem?: string }> {
  if (!VehicleID) return needsTractor(formType) ? { problem: 'Choose the tractor this inspection is about.' } : {};
  const { data: tractor } = await tractorEntity().get({ companyId, VehicleID }).go();
  if (!tractor) return { problem: 'No such tractor.' };
  if (tractor.Active === false) return { problem: 'This tractor is not active.' };
  return { tractor };
}
