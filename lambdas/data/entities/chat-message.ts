import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A message of a room (spec §3.3). Ids sort by time, so a page of the newest 50 and "everything after
 * the last one I saw" are plain key ranges. `likes` is a string set: concurrent likes never overwrite
 * each other. `mediaUrl` is not stored: the bucket is private, views sign `attachmentStoragePath`.
 */
export const chatMessageSchema = {
  model: { entity: 'chatMessage', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    roomId: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    text: { type: 'string', default: '' },
    senderId: { type: 'string', required: true },
    senderName: { type: 'string', default: '' },
    mediaType: { type: ['image', 'video', 'audio'] as const },
    attachmentStoragePath: { type: 'string' },
    messageTime: { type: 'string', required: true },
    likes: { type: 'set', items: 'string' },
    companyName: { type: 'string', default: '' },
    isBroadcast: { type: 'boolean', default: false },
    scheduledId: { type: 'string' },
  },
  indexes: {
    byRoom: { pk: { field: 'pk', composite: ['companyId', 'roomId'] }, sk: { field: 'sk', composite: ['id'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(chatMessageSchema, config));

export function chatMessageEntity() {
  return reused();
}

export type ChatMessageItem = EntityItem<ReturnType<typeof chatMessageEntity>>;
