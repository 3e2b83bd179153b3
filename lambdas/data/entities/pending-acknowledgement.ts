import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A broadcast a member still has to acknowledge (spec §4): written per recipient when the broadcast is
 * posted, removed when he presses Acknowledge. The blocking dialog lists these.
 */
export const pendingAcknowledgementSchema = {
  model: { entity: 'pendingAcknowledgement', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    roomId: { type: 'string', required: true, readOnly: true },
    messageId: { type: 'string', required: true, readOnly: true },
    scheduledId: { type: 'string', required: true },
    createdAt: { type: 'string', default: () => new Date().toISOString() },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['companyId', 'userId'] }, sk: { field: 'sk', composite: ['messageId', 'roomId'] } },
    byRoom: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'roomId'] },
      sk: { field: 'gsi1sk', composite: ['messageId', 'userId'] },
    },
  },
} as const;

const reused = reusedEntity((config) => new Entity(pendingAcknowledgementSchema, config));

export function pendingAcknowledgementEntity() {
  return reused();
}

export type PendingAcknowledgementItem = EntityItem<ReturnType<typeof pendingAcknowledgementEntity>>;
