import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { FORM_STATES, FORM_TYPES } from '#shared/forms/form-states';
import { formFieldDefAttribute } from './form-field-attribute.ts';
import { reusedEntity } from './reused-entity.ts';

/**
 * A company form (spec part 2 §3 `forms`) as the builder edits it: the draft questions, its state and the
 * number of its latest published version. Submissions never read this item's fields: they keep the
 * version they were filled on (form-version.ts).
 */
export const formSchema = {
  model: { entity: 'form', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    formId: { type: 'string', required: true, readOnly: true },
    formName: { type: 'string', required: true },
    formType: { type: FORM_TYPES, required: true },
    /** draft on creation (§4); published once a version exists; archived forms are offered to nobody. */
    state: { type: FORM_STATES, required: true },
    /** The draft questions (the next version to publish). */
    formFields: formFieldDefAttribute,
    /** The form must be filled before a trip (shown first on the driver's forms). */
    requiredForTrips: { type: 'boolean', default: false },
    /** The run types (LINEHAUL, SPOT) whose trips need it; empty means every trip. */
    requiredTripForms: { type: 'list', items: { type: 'string' }, default: () => [] },
    /** 0 until first published. */
    publishedVersion: { type: 'number', default: 0 },
    /** The draft differs from the latest published version. */
    hasUnpublishedChanges: { type: 'boolean', default: true },
    publishedAt: { type: 'string' },
    createdOn: { type: 'string', required: true },
    createdBy: { type: 'string', required: true },
    updatedAt: { type: 'string', required: true },
    updatedBy: { type: 'string', required: true },
    version: { type: 'number', default: 1 },
  },
  indexes: {
    byFormId: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['formId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(formSchema, config));

export function formEntity() {
  return reused();
}

export type FormItem = EntityItem<ReturnType<typeof formEntity>>;
