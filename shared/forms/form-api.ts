import * as z from 'zod';
import { id, LIMITS } from '#shared/validation/bounds';
import { answersBody } from './answers.ts';
import { FORM_LIMITS, formFieldDefs, type FormFieldDef, type SubmittedField } from './form-fields.ts';
import { FORM_STATES, FORM_TYPES, type FormState, type FormType } from './form-states.ts';

/** The run types whose trips may require a form (empty: every trip). */
export const TRIP_FORM_RUN_TYPES = ['LINEHAUL', 'SPOT'] as const;
export type TripFormRunType = (typeof TRIP_FORM_RUN_TYPES)[number];

/** The highest version number a form can reach; far above any real form's life. */
const MAX_FORM_VERSION = 1_000_000;

const formVersionNumber = (label: string) =>
  z.coerce.number({ error: `${label} is a version number.` }).int(`${label} is a whole number.`).min(1, `${label} is 1 or more.`).max(MAX_FORM_VERSION, `${label} is at most ${MAX_FORM_VERSION}.`);

export const formParams = z.object({ formId: id('formId') });
export const formVersionParams = z.object({ formId: id('formId'), formVersion: formVersionNumber('formVersion') });

/** What the builder saves: name, type, questions and whether trips need the form. */
export const formBody = z.strictObject({
  // Labelled as the form builder labels them.
  formName: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(FORM_LIMITS.formName, `Name is at most ${FORM_LIMITS.formName} characters.`),
  formType: z.enum(FORM_TYPES, { error: `Type is one of ${FORM_TYPES.join(', ')}.` }),
  formFields: formFieldDefs.default([]),
  requiredForTrips: z.boolean().default(false),
  requiredTripForms: z
    .array(z.enum(TRIP_FORM_RUN_TYPES, { error: `A run type is one of ${TRIP_FORM_RUN_TYPES.join(', ')}.` }))
    .max(TRIP_FORM_RUN_TYPES.length)
    .refine((types) => new Set(types).size === types.length, 'Each run type once.')
    .default([]),
});
export type FormBody = z.input<typeof formBody>;

/**
 * A draft save replaces the whole draft, so its questions are required (a body without them would wipe
 * them), and carries the version the builder loaded: a stale one is refused with 409.
 */
export const formUpdateBody = formBody.extend({ formFields: formFieldDefs, version: z.number({ error: 'version is required.' }).int().min(1).max(LIMITS.amount) });
export type FormUpdateBody = z.input<typeof formUpdateBody>;

/** Publishing names the draft version the person saw, so a colleague's later change is never published unseen. */
export const publishBody = z.strictObject({ version: z.number({ error: 'version is required.' }).int().min(1).max(LIMITS.amount) });
export const archiveBody = z.strictObject({ archived: z.boolean({ error: 'archived is true or false.' }) });
export const testFormBody = z.strictObject({ answers: answersBody });
/** `?version=N` prints a published version; without it, the draft. */
export const templateLinkQuery = z.strictObject({ version: formVersionNumber('version').optional() });

export interface FormSummary {
  formId: string;
  formName: string;
  formType: FormType;
  state: FormState;
  /** 0 until first published. */
  publishedVersion: number;
  hasUnpublishedChanges: boolean;
  requiredForTrips: boolean;
  requiredTripForms: TripFormRunType[];
  questionCount: number;
  createdOn: string;
  createdBy: string;
  updatedAt: string;
  updatedBy: string;
  publishedAt?: string;
  /** The version lock of the draft. */
  version: number;
}

export interface PublishedVersionInfo {
  formVersion: number;
  publishedAt: string;
  publishedBy: string;
}

export interface FormDetail extends FormSummary {
  formFields: FormFieldDef[];
  versions: PublishedVersionInfo[];
}

export interface FormVersionView extends PublishedVersionInfo {
  formId: string;
  formName: string;
  formType: FormType;
  formFields: FormFieldDef[];
}

/** What `/form-testing` learns from a check: nothing is stored. */
export interface FormTestResult {
  valid: boolean;
  errors: Record<string, string>;
  countOfFailedFormFields: number;
  faults: SubmittedField[];
  driverComments: SubmittedField[];
}

export interface TemplateLink {
  /** Saves the file. */
  url: string;
  /** Shows the file (a template page's frame); the same document. */
  viewUrl?: string;
  expiresAt: string;
  fileName: string;
}

export { FORM_STATES, FORM_TYPES };
