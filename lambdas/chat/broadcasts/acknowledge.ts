import { chatMessageEntity } from '#lambdas/data/entities/chat-message';
import { pendingAcknowledgementEntity } from '#lambdas/data/entities/pending-acknowledgement';
import { scheduledMessageEntity } from '#lambdas/data/entities/scheduled-message';
import { NotFoundError, ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { pushToUsers } from '#lambdas/chat/messages/fan-out';
import { messageParams } from '#lambdas/chat/messages/message-params';
import { roomOfMember } from '#lambdas/chat/rooms/room-access';
import { scheduledView } from './scheduled-view.ts';

/**
 * "Acknowledge" on the blocking broadcast dialog (§4): the caller joins `likes` on the posted message
 * and on the scheduled copy, and the broadcast leaves his pending list. Pressing twice changes nothing.
 */
export const handler = companyRoute({ params: messageParams }, async ({ caller, params }) => {
  const { companyId, userId } = caller;
  const room = await roomOfMember(companyId, params.roomId, userId);
  const key = { companyId, roomId: room.id, id: params.messageId };
  const { data: message } = await chatMessageEntity().get(key).go();
  if (!message) throw new NotFoundError('Message not found.');
  if (!message.isBroadcast) throw new ValidationError('Only broadcasts are acknowledged.');

  const { data: updated } = await chatMessageEntity().patch(key).add({ likes: [userId] }).go({ response: 'all_new' });
  let scheduled = null;
  if (message.scheduledId) {
    scheduled = (
      await scheduledMessageEntity()
        .patch({ companyId, roomId: room.id, id: message.scheduledId })
        .add({ likes: [userId] })
        .go({ response: 'all_new' })
        .catch(() => ({ data: null }))
    ).data;
  }
  await pendingAcknowledgementEntity().delete({ companyId, userId, roomId: room.id, messageId: message.id }).go();
  const likes = updated.likes ?? [];
  await pushToUsers(companyId, room.members, { type: 'messageLiked', roomId: room.id, messageId: message.id, likes });
  if (scheduled) await pushToUsers(companyId, [scheduled.senderId], { type: 'scheduled', roomId: room.id, scheduled: await scheduledView(scheduled) });
  return { likes };
});
