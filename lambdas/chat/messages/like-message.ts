import { chatMessageEntity } from '#lambdas/data/entities/chat-message';
import { NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/chat/conditional';
import { pushToUsers } from './fan-out.ts';
import { messageParams } from './message-params.ts';
import { roomOfMember } from '#lambdas/chat/rooms/room-access';

/** POST likes, DELETE takes the like back; `likes` is a set, so concurrent likes all count. */
export const handler = companyRoute({ params: messageParams }, async ({ caller, params, event }) => {
  const { companyId, userId } = caller;
  const room = await roomOfMember(companyId, params.roomId, userId);
  const key = { companyId, roomId: room.id, id: params.messageId };
  const like = event.requestContext.http.method === 'POST';
  let likes: string[];
  try {
    const patch = chatMessageEntity().patch(key);
    const { data } = await (like ? patch.add({ likes: [userId] }) : patch.delete({ likes: [userId] })).go({ response: 'all_new' });
    likes = data.likes ?? [];
  } catch (error) {
    if (isConditionalFailure(error)) throw new NotFoundError('Message not found.');
    throw error;
  }
  await pushToUsers(companyId, room.members, { type: 'messageLiked', roomId: room.id, messageId: params.messageId, likes });
  return { likes };
});
