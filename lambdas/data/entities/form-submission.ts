import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { FORM_TYPES } from '#shared/forms/form-states';
import { submittedFieldAttribute } from './form-field-attribute.ts';
import { reusedEntity } from './reused-entity.ts';

/**
 * A completed form (spec part 2 §3 `formSubmissions`). The answers are written once and never changed
 * (an inspection record is evidence); faults' resolution lives on inspection-defect items and only the
 * count of unresolved ones is kept here for the lists. Partitioned by the UTC month of `completedAt`,
 * which `submissionId` encodes (time-ordered), so an id alone finds its item.
 */
export const formSubmissionSchema = {
  model: { entity: 'formSubmission', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM of completedAt (UTC). */
    month: { type: 'string', required: true, readOnly: true },
    /** The spec's `id`: time-ordered from completedAt (lambdas/chat/ids.ts timeOrderedId). */
    submissionId: { type: 'string', required: true, readOnly: true },
    formId: { type: 'string', required: true, readOnly: true },
    formVersion: { type: 'number', required: true, readOnly: true },
    formName: { type: 'string', required: true, readOnly: true },
    formType: { type: FORM_TYPES, required: true, readOnly: true },
    formStatus: { type: ['Completed'] as const, required: true, readOnly: true },
    created: { type: 'string', required: true, readOnly: true },
    startedAt: { type: 'string', required: true, readOnly: true },
    /** HH:mm in the company's zone, as the spec's startTime. */
    startTime: { type: 'string', readOnly: true },
    completedAt: { type: 'string', required: true, readOnly: true },
    /** '' when the form is not about a tractor. */
    VehicleID: { type: 'string', required: true, readOnly: true },
    Vin: { type: 'string', readOnly: true },
    /** The tractor's domicile when the form was filled (the organisation view groups by it). */
    Domicile: { type: 'string', readOnly: true },
    /** The driver id of whoever filled it (spec: category = driver id); the default driver id '0000000' for staff and link visitors. */
    category: { type: 'string', required: true, readOnly: true },
    submittedByDisplayName: { type: 'string', required: true, readOnly: true },
    submittedByDriverId: { type: 'string', readOnly: true },
    /** Cognito sub, or `link:{linkId}` for a visitor of a tractor's inspection link. */
    submittedByUid: { type: 'string', required: true, readOnly: true },
    legOrg: { type: 'string', readOnly: true },
    legDes: { type: 'string', readOnly: true },
    countOfFailedFormFields: { type: 'number', required: true, readOnly: true },
    driverCommentCount: { type: 'number', required: true, readOnly: true },
    formFields: { ...submittedFieldAttribute, readOnly: true },
    /** The form in progress it was submitted from: a retried submit of the same draft finds this one instead of writing a second. */
    draftId: { type: 'string', readOnly: true },
    /** JPEG key of the signature of whoever filled it. */
    signatureKey: { type: 'string', readOnly: true },
    /** §396.13: the last DVIR of the tractor this driver reviewed and signed before starting. */
    priorReview: {
      type: 'map',
      readOnly: true,
      properties: {
        submissionId: { type: 'string', required: true },
        reviewedAt: { type: 'string', required: true },
        signatureKey: { type: 'string', required: true },
        unresolvedDefects: { type: 'number', required: true },
      },
    },
    /** Faults not yet resolved (deferred ones included); kept by the fault actions. */
    unresolvedFaultCount: { type: 'number', required: true },
    resolvedAt: { type: 'string' },
  },
  indexes: {
    byMonth: { pk: { field: 'pk', composite: ['companyId', 'month'] }, sk: { field: 'sk', composite: ['submissionId'] } },
    byTractor: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['companyId', 'VehicleID'] }, sk: { field: 'gsi1sk', composite: ['submissionId'] } },
    byDriver: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['companyId', 'category'] }, sk: { field: 'gsi2sk', composite: ['submissionId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(formSubmissionSchema, config));

export function formSubmissionEntity() {
  return reused();
}

export type FormSubmissionItem = EntityItem<ReturnType<typeof formSubmissionEntity>>;
