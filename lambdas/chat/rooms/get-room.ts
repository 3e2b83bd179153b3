import * as z from 'zod';
import { chatMemberEntity } from '#lambdas/data/entities/chat-member';
import { companyRoute } from '#lambdas/http/route-handler';
import { roomOfMember } from './room-access.ts';
import { roomView, unreadCountFor } from './room-view.ts';

export const roomParams = z.object({ roomId: z.string().min(1).max(64) });

export const handler = companyRoute({ params: roomParams }, async ({ caller, params }) => {
  const room = await roomOfMember(caller.companyId, params.roomId, caller.userId);
  const { data: member } = await chatMemberEntity().get({ companyId: caller.companyId, roomId: room.id, userId: caller.userId }).go();
  return { room: roomView(room, caller.userId, member?.lastRead, await unreadCountFor(room, caller.userId, member?.lastRead)) };
});
