import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * The company's `outgoingMail`: every alert (e-mail or SMS) the app sends, with how it went. Locally
 * this is the outbox itself (`state: 'outbox'`, nothing leaves the machine); in AWS each entry records
 * the SES/SNS answer, so a failed send is kept with its error instead of being lost. Partitioned by
 * month (of the id's time): every broadcast adds a line per recipient and channel, for ever.
 */
export const outgoingMailSchema = {
  model: { entity: 'outgoingMail', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM (UTC) of the id's time. */
    month: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    channel: { type: ['email', 'sms'] as const, required: true },
    to: { type: 'string', required: true },
    subject: { type: 'string', default: '' },
    text: { type: 'string', required: true },
    state: { type: ['outbox', 'sent', 'failed'] as const, required: true },
    error: { type: 'string' },
    providerMessageId: { type: 'string' },
    roomId: { type: 'string' },
    scheduledId: { type: 'string' },
    userId: { type: 'string' },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byTime: { pk: { field: 'pk', composite: ['companyId', 'month'] }, sk: { field: 'sk', composite: ['id'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(outgoingMailSchema, config));

export function outgoingMailEntity() {
  return reused();
}

export type OutgoingMailItem = EntityItem<ReturnType<typeof outgoingMailEntity>>;
