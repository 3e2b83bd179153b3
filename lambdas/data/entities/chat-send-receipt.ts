import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * The proof that a message sent under a phone's key (its outbox record id) was stored, and as which message.
 * Written in the same transaction as the message, so a retried send of one key answers the first message
 * instead of posting (and notifying) a second time.
 */
export const chatSendReceiptSchema = {
  model: { entity: 'chatSendReceipt', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    roomId: { type: 'string', required: true, readOnly: true },
    clientMessageId: { type: 'string', required: true, readOnly: true },
    messageId: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byKey: { pk: { field: 'pk', composite: ['companyId', 'roomId', 'clientMessageId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(chatSendReceiptSchema, config));

export function chatSendReceiptEntity() {
  return reused();
}

export type ChatSendReceiptItem = EntityItem<ReturnType<typeof chatSendReceiptEntity>>;
