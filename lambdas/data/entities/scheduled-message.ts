import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A scheduled broadcast, kept apart from the room's messages (spec §3.3). One EventBridge Scheduler
 * one-time schedule (`scheduleName`) posts it at `scheduledFor`; `messageId` is the posted copy.
 */
export const scheduledMessageSchema = {
  model: { entity: 'scheduledMessage', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    roomId: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    text: { type: 'string', required: true },
    messageTime: { type: 'string', required: true },
    scheduledFor: { type: 'string', required: true },
    scheduledDay: { type: 'string', required: true },
    scheduledTime: { type: 'string', required: true },
    responseRequired: { type: 'boolean', default: true },
    highAlert: { type: 'boolean', default: false },
    sent: { type: 'boolean', default: false },
    sentAt: { type: 'string' },
    isBroadcast: { type: 'boolean', default: true },
    senderId: { type: 'string', required: true },
    senderName: { type: 'string', default: '' },
    roomMembers: { type: 'list', items: { type: 'string' } },
    likes: { type: 'set', items: 'string' },
    mediaType: { type: ['image', 'video', 'audio'] as const },
    attachmentStoragePath: { type: 'string' },
    scheduleName: { type: 'string' },
    messageId: { type: 'string' },
    version: { type: 'number', default: 1 },
  },
  indexes: {
    byRoom: { pk: { field: 'pk', composite: ['companyId', 'roomId'] }, sk: { field: 'sk', composite: ['id'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(scheduledMessageSchema, config));

export function scheduledMessageEntity() {
  return reused();
}

export type ScheduledMessageItem = EntityItem<ReturnType<typeof scheduledMessageEntity>>;
