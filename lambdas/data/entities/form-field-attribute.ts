import { FIELD_STYLES, FIELD_TYPES } from '#shared/forms/form-fields';

/** A question of a form as ElectroDB stores it (shared/forms/form-fields.ts `FormFieldDef`). */
export const formFieldDefAttribute = {
  type: 'list',
  items: {
    type: 'map',
    properties: {
      fieldId: { type: 'string', required: true },
      label: { type: 'string', required: true },
      category: { type: 'string', required: true },
      style: { type: FIELD_STYLES, required: true },
      type: { type: FIELD_TYPES, required: true },
      hint: { type: 'string' },
      required: { type: 'boolean', required: true },
      hidden: { type: 'boolean', required: true },
      remarksOnFail: { type: 'boolean', required: true },
      photoOnFail: { type: 'boolean', required: true },
      outOfServiceOnFail: { type: 'boolean', required: true },
      options: { type: 'list', items: { type: 'string' } },
      min: { type: 'number' },
      max: { type: 'number' },
    },
  },
  required: true,
} as const;

/**
 * An answer as a submission stores it, its question copied from the version it was filled on
 * (`SubmittedField` without the resolution, which lives on the fault: see inspection-defect.ts).
 * `value` is kept as text and typed by `valueKind`, since DynamoDB maps need one type per property here.
 */
export const submittedFieldAttribute = {
  type: 'list',
  items: {
    type: 'map',
    properties: {
      fieldId: { type: 'string', required: true },
      label: { type: 'string', required: true },
      category: { type: 'string', required: true },
      style: { type: FIELD_STYLES, required: true },
      type: { type: FIELD_TYPES, required: true },
      hidden: { type: 'boolean', required: true },
      /** `boolean` (Pass / Fail), `number`, `string` (Text, Comment, Select, Date) or `none` (not answered; Photo/Signature keep keys in photos). */
      valueKind: { type: ['boolean', 'number', 'string', 'none'] as const, required: true },
      valueText: { type: 'string' },
      valueNumber: { type: 'number' },
      valueBoolean: { type: 'boolean' },
      remarks: { type: 'string' },
      photos: { type: 'list', items: { type: 'string' } },
    },
  },
  required: true,
} as const;
