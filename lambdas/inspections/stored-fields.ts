import type { SubmittedField } from '#shared/forms/form-fields';
import type { FormSubmissionItem } from '#lambdas/data/entities/form-submission';

type StoredField = FormSubmissionItem['formFields'][number];

/** An answer as the submission item keeps it: the value split by kind (form-field-attribute.ts). */
export function toStoredField(field: SubmittedField): StoredField {
  const { value, ...rest } = field;
  const base = { fieldId: rest.fieldId, label: rest.label, category: rest.category, style: rest.style, type: rest.type, hidden: rest.hidden,
    ...(rest.remarks ? { remarks: rest.remarks } : {}), ...(rest.photos?.length ? { photos: rest.photos } : {}) };
  if (typeof value === 'boolean') return { ...base, valueKind: 'boolean', valueBoolean: value };
  if (typeof value === 'number') return { ...base, valueKind: 'number', valueNumber: value };
  if (typeof value === 'string') return { ...base, valueKind: 'string', valueText: value };
  return { ...base, valueKind: 'none' };
}

export function fromStoredField(stored: StoredField): SubmittedField {
  const value = stored.valueKind === 'boolean' ? stored.valueBoolean : stored.valueKind === 'number' ? stored.valueNumber : stored.valueKind === 'string' ? stored.valueText : undefined;
  return {
    fieldId: stored.fieldId, label: stored.label, category: stored.category, style: stored.style, type: stored.type, hidden: stored.hidden,
    ...(value !== undefined ? { value } : {}),
    ...(stored.remarks ? { remarks: stored.remarks } : {}),
    ...(stored.photos?.length ? { photos: stored.photos } : {}),
  };
}
