import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { submittedFieldAttribute } from './form-field-attribute.ts';
import { reusedEntity } from './reused-entity.ts';

/**
 * A form being filled (spec: the tractor's `requiredFormsInProgress`, each with submissionId, startedAt,
 * formName): saved as the person answers so a lost connection or another phone loses nothing, removed on
 * submit. Owned by the user who started it; the tractor index lists a tractor's forms in progress.
 */
export const formDraftSchema = {
  model: { entity: 'formDraft', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** Cognito sub of the person filling it. */
    ownerUid: { type: 'string', required: true, readOnly: true },
    /** Becomes nothing on submit: the submission gets its own time-ordered id. */
    draftId: { type: 'string', required: true, readOnly: true },
    formId: { type: 'string', required: true, readOnly: true },
    formVersion: { type: 'number', required: true, readOnly: true },
    formName: { type: 'string', required: true, readOnly: true },
    requiredForTrips: { type: 'boolean', default: false },
    VehicleID: { type: 'string', required: true },
    category: { type: 'string', required: true, readOnly: true },
    startedAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
    legOrg: { type: 'string' },
    legDes: { type: 'string' },
    answers: { ...submittedFieldAttribute, required: false },
    version: { type: 'number', default: 1 },
  },
  indexes: {
    byOwner: { pk: { field: 'pk', composite: ['companyId', 'ownerUid'] }, sk: { field: 'sk', composite: ['draftId'] } },
    byTractor: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['companyId', 'VehicleID'] }, sk: { field: 'gsi1sk', composite: ['startedAt', 'draftId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(formDraftSchema, config));

export function formDraftEntity() {
  return reused();
}

export type FormDraftItem = EntityItem<ReturnType<typeof formDraftEntity>>;
