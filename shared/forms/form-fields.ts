import * as z from 'zod';

/**
 * A question of a company form (spec part 2 §3 `forms.formFields`, form field). The spec's names are kept:
 * `style` is how the question is answered (`Pass / Fail`, `Comment`, …) and `type` is what it is about
 * (`Tractor`, `Trailer`, `General`): a failed Trailer item is not a fault of the tractor (§5).
 */
export const FIELD_STYLES = ['Pass / Fail', 'Comment', 'Text', 'Number', 'Date', 'Select', 'Photo', 'Signature'] as const;
export type FieldStyle = (typeof FIELD_STYLES)[number];

export const FIELD_TYPES = ['Tractor', 'Trailer', 'General'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** Bounds of a form, so a published version always fits one DynamoDB item (400 KB) with room for answers. */
export const FORM_LIMITS = {
  fields: 150,
  label: 200,
  category: 60,
  hint: 300,
  options: 30,
  option: 80,
  formName: 80,
  /** Answer text (Text, Comment, remarks). */
  answer: 2000,
  /** Photos on one answer. */
  photosPerField: 5,
  /** One photo or signature image, after the phone has shrunk it. */
  imageBytes: 5 * 1024 * 1024,
} as const;

/** A field's stable key inside its form: letters, digits, `-` and `_`. */
export const FIELD_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

const text = (max: number, label: string) => z.string({ error: `${label} is required.` }).trim().max(max, `${label} is at most ${max} characters.`);

export const formFieldDef = z
  .strictObject({
    fieldId: z.string({ error: 'A field id is required.' }).max(40, 'A field id is at most 40 characters.').regex(FIELD_ID_PATTERN, 'A field id is 1 to 40 letters, digits, "-" or "_".'),
    label: text(FORM_LIMITS.label, 'label').min(1, 'label is required.'),
    category: text(FORM_LIMITS.category, 'category').default('General'),
    style: z.enum(FIELD_STYLES, { error: `style is one of ${FIELD_STYLES.join(', ')}.` }),
    type: z.enum(FIELD_TYPES, { error: `type is one of ${FIELD_TYPES.join(', ')}.` }).default('Tractor'),
    hint: text(FORM_LIMITS.hint, 'hint').optional(),
    required: z.boolean().default(false),
    /** Kept in the form (and in submissions, where it never counts as a fault) but not shown to the person filling it. */
    hidden: z.boolean().default(false),
    /** Pass / Fail: a Fail needs remarks, a photo, or both. */
    remarksOnFail: z.boolean().default(false),
    photoOnFail: z.boolean().default(false),
    /** Pass / Fail: a Fail of this item takes the tractor out of service until it is repaired (brakes, steering…). */
    outOfServiceOnFail: z.boolean().default(false),
    /** Select: the choices. */
    options: z.array(text(FORM_LIMITS.option, 'option').min(1, 'An option cannot be empty.')).max(FORM_LIMITS.options).optional(),
    /** Number: the safe range; an answer outside it is refused. */
    min: z.number().min(-1e9).max(1e9).optional(),
    max: z.number().min(-1e9).max(1e9).optional(),
  })
  .refine((f) => f.style !== 'Select' || (f.options?.length ?? 0) > 0, { message: 'A Select field needs at least one option.', path: ['options'] })
  .refine((f) => f.min === undefined || f.max === undefined || f.min <= f.max, { message: 'The lowest safe value is above the highest.', path: ['min'] });

export type FormFieldDef = z.output<typeof formFieldDef>;

/** The questions of a form: field ids unique, at most FORM_LIMITS.fields. */
export const formFieldDefs = z
  .array(formFieldDef)
  .max(FORM_LIMITS.fields, `A form has at most ${FORM_LIMITS.fields} fields.`)
  .superRefine((fields, ctx) => {
    const seen = new Set<string>();
    fields.forEach((f, i) => {
      if (seen.has(f.fieldId)) ctx.addIssue({ code: 'custom', message: `Field id ${f.fieldId} is used twice.`, path: [i, 'fieldId'] });
      seen.add(f.fieldId);
    });
  });

/**
 * One answer as stored on a submission, with its question copied from the version it was filled on (so a
 * review never needs the form) and the spec's resolution fields. `value`: Pass / Fail true or false;
 * Number a number; Date YYYY-MM-DD; Select, Text and Comment text; Photo and Signature the image keys.
 */
export interface SubmittedField {
  fieldId: string;
  label: string;
  category: string;
  style: FieldStyle;
  type: FieldType;
  hidden: boolean;
  value?: boolean | number | string | null;
  remarks?: string;
  /** Keys of JPEG images under the company's formSubmissions path (Photo answers, or photos of a Fail). */
  photos?: string[];
  resolved?: boolean;
  resolvedBy?: string;
  resolvedByDisplayName?: string;
  resolvedByUid?: string;
  resolvedAt?: string;
  resolutionComment?: string;
  resolutionImages?: string[];
}
