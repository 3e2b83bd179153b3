import * as z from 'zod';
import { MESSAGE_PAGE_SIZE } from '#shared/chat/message-rules';
import { chatMessageEntity } from '#lambdas/data/entities/chat-message';
import { companyRoute } from '#lambdas/http/route-handler';
import { roomParams } from '#lambdas/chat/rooms/get-room';
import { AFTER_EVERY_ID, MESSAGE_ID_PATTERN } from '#lambdas/chat/ids';
import { messageView } from './message-view.ts';
import { roomOfMember } from '#lambdas/chat/rooms/room-access';

const messageId = z.string().max(64).regex(MESSAGE_ID_PATTERN, 'Must be a message id.');
const pageQuery = z.strictObject({
  /** Scroll-back: the page of older messages before this id. */
  before: messageId.optional(),
  /** Catch-up after a reconnect: messages after the last one the client saw, oldest first. */
  after: messageId.optional(),
});

/** Pages of 50: newest first (optionally before an id), or oldest first after an id. */
export const handler = companyRoute({ params: roomParams, query: pageQuery }, async ({ caller, params, query }) => {
  const room = await roomOfMember(caller.companyId, params.roomId, caller.userId);
  const byRoom = chatMessageEntity().query.byRoom({ companyId: caller.companyId, roomId: room.id });
  // Ranges include their bound (the one extra item read is dropped) and never leave the room.
  const [ranged, order, bound] = query.after
    ? [byRoom.between({ id: query.after }, { id: AFTER_EVERY_ID }), 'asc' as const, query.after]
    : query.before
      ? [byRoom.between({ id: '' }, { id: query.before }), 'desc' as const, query.before]
      : [byRoom, 'desc' as const, undefined];
  const { data } = await ranged.go({ order, limit: MESSAGE_PAGE_SIZE + 1 });
  const page = data.filter((m) => m.id !== bound).slice(0, MESSAGE_PAGE_SIZE);
  return { messages: await Promise.all(page.map(messageView)), hasMore: data.length > MESSAGE_PAGE_SIZE && page.length === MESSAGE_PAGE_SIZE };
});
