import { chatMessageEntity } from '#lambdas/data/entities/chat-message';
import { chatRoomEntity } from '#lambdas/data/entities/chat-room';
import { pendingAcknowledgementEntity } from '#lambdas/data/entities/pending-acknowledgement';
import { companyRoute } from '#lambdas/http/route-handler';
import { messageView } from '#lambdas/chat/messages/message-view';
import { batchGet } from '#lambdas/data/batch';

/** Broadcasts the caller has not acknowledged yet, oldest first: the queue of the blocking dialog. */
export const handler = companyRoute({}, async ({ caller }) => {
  const { companyId, userId } = caller;
  const { data: pending } = await pendingAcknowledgementEntity().query.byUser({ companyId, userId }).go({ pages: 'all' });
  if (pending.length === 0) return { broadcasts: [] };
  const [messages, rooms] = await Promise.all([
    batchGet(
      chatMessageEntity(),
      pending.map((p) => ({ companyId, roomId: p.roomId, id: p.messageId })),
    ),
    batchGet(
      chatRoomEntity(),
      [...new Set(pending.map((p) => p.roomId))].map((id) => ({ companyId, id })),
    ),
  ]);
  const roomNames = new Map(rooms.map((r) => [r.id, r.name]));
  const present = messages.filter((m) => roomNames.has(m.roomId)).sort((a, b) => a.id.localeCompare(b.id));
  return {
    broadcasts: await Promise.all(present.map(async (m) => ({ roomName: roomNames.get(m.roomId) ?? '', message: await messageView(m) }))),
  };
});
