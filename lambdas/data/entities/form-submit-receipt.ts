import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * The proof that a form filled under a client's key (its draft id, made on the phone) was submitted, and as
 * which submission. Written in the submit's own transaction, so a retried or doubled submit of the same key
 * finds the first instead of writing a second, and a form in progress is never started again under that key.
 */
export const formSubmitReceiptSchema = {
  model: { entity: 'formSubmitReceipt', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** Cognito sub of the person who filled it. */
    ownerUid: { type: 'string', required: true, readOnly: true },
    draftId: { type: 'string', required: true, readOnly: true },
    submissionId: { type: 'string', required: true, readOnly: true },
    submittedAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byKey: { pk: { field: 'pk', composite: ['companyId', 'ownerUid', 'draftId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(formSubmitReceiptSchema, config));

export function formSubmitReceiptEntity() {
  return reused();
}

export type FormSubmitReceiptItem = EntityItem<ReturnType<typeof formSubmitReceiptEntity>>;
