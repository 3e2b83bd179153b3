import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/** One member of one room: how "my rooms" are listed, and the member's `lastRead` (updateLastRead). */
export const chatMemberSchema = {
  model: { entity: 'chatMember', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    roomId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    lastRead: { type: 'string' },
    joinedAt: { type: 'string', default: () => new Date().toISOString() },
  },
  indexes: {
    byRoom: { pk: { field: 'pk', composite: ['companyId', 'roomId'] }, sk: { field: 'sk', composite: ['userId'] } },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId', 'userId'] },
      sk: { field: 'gsi1sk', composite: ['roomId'] },
    },
  },
} as const;

const reused = reusedEntity((config) => new Entity(chatMemberSchema, config));

export function chatMemberEntity() {
  return reused();
}

export type ChatMemberItem = EntityItem<ReturnType<typeof chatMemberEntity>>;
