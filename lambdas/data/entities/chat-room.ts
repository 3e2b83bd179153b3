import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A chat room (spec part 1 §3.3). Per-member state (lastRead, unread counts) lives in chatMember items,
 * so a busy room is not one hot item; `memberKey` (hash of the sorted members) finds a room with the
 * same audience for reuse. `version` guards the owner's edits only: new messages move `latestMessage`
 * without bumping it.
 */
export const chatRoomSchema = {
  model: { entity: 'chatRoom', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    members: { type: 'list', items: { type: 'string' }, required: true },
    memberKey: { type: 'string', required: true },
    ownerId: { type: 'string', required: true },
    highAlert: { type: 'boolean', default: false },
    isPrivate: { type: 'boolean', default: false },
    disableAdminBroadcast: { type: 'boolean', default: false },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    latestMessage: {
      type: 'map',
      properties: {
        id: { type: 'string' },
        text: { type: 'string' },
        senderName: { type: 'string' },
        senderId: { type: 'string' },
        messageTime: { type: 'string' },
      },
    },
    /** Id of `latestMessage`: conditions compare it so a late writer never moves the preview backwards. */
    latestMessageId: { type: 'string' },
    version: { type: 'number', default: 1 },
  },
  indexes: {
    byRoom: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['id'] } },
    byMembers: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId'] },
      sk: { field: 'gsi1sk', composite: ['memberKey', 'id'] },
    },
  },
} as const;

const reused = reusedEntity((config) => new Entity(chatRoomSchema, config));

export function chatRoomEntity() {
  return reused();
}

export type ChatRoomItem = EntityItem<ReturnType<typeof chatRoomEntity>>;
