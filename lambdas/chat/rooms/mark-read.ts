import { chatMemberEntity } from '#lambdas/data/entities/chat-member';
import { companyRoute } from '#lambdas/http/route-handler';
import { pushToUsers } from '#lambdas/chat/messages/fan-out';
import { roomParams } from './get-room.ts';
import { roomOfMember } from './room-access.ts';

/** `updateLastRead` (§7): opening a room marks it read; the caller's other devices drop its badge too. */
export const handler = companyRoute({ params: roomParams }, async ({ caller, params }) => {
  const { companyId, userId } = caller;
  const room = await roomOfMember(companyId, params.roomId, userId);
  const lastRead = new Date().toISOString();
  await chatMemberEntity().upsert({ companyId, roomId: room.id, userId, lastRead }).go();
  await pushToUsers(companyId, [userId], { type: 'read', roomId: room.id, lastRead });
  return { roomId: room.id, lastRead };
});
