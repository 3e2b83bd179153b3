import * as z from 'zod';
import { MESSAGE_PAGE_SIZE } from '#shared/chat/message-rules';
import { chatMessageEntity } from '../data/entities/chat-message.ts';
import { companyRoute } from '../http/route-handler.ts';
import { roomParams } from './get-room.ts';
import { messageView } from './message-view.ts';
import { roomOfMember } from './room-access.ts';

const pageQuery = z.strictObject({
  /** Scroll-back: the page of older messages before this id. */
  before: z.string().min(1).max(64).optional(),
  /** Catch-up after a reconnect: messages after the last one the client saw, oldest first. */
  after: z.string().min(1).max(64).optional(),
});

/** Pages of 50: newest first (optionally before an id), or oldest first after an id. */
export const handler = companyRoute({ params: roomParams, query: pageQuery }, async ({ caller, params, query }) => {
  const room = await roomOfMember(caller.companyId, params.roomId, caller.userId);
  const byRoom = chatMessageEntity().query.byRoom({ companyId: caller.companyId, roomId: room.id });
  if (query.after) {
    const { data } = await byRoom.gt({ id: query.after }).go({ order: 'asc', limit: MESSAGE_PAGE_SIZE });
    return { messages: await Promise.all(data.map(messageView)), hasMore: data.length === MESSAGE_PAGE_SIZE };
  }
  const ranged = query.before ? byRoom.lt({ id: query.before }) : byRoom;
  const { data } = await ranged.go({ order: 'desc', limit: MESSAGE_PAGE_SIZE });
  return { messages: await Promise.all(data.map(messageView)), hasMore: data.length === MESSAGE_PAGE_SIZE };
});
