import { sortRoomsByLatest } from '#shared/chat/room-order';
import { chatMemberEntity } from '#lambdas/data/entities/chat-member';
import { chatRoomEntity } from '#lambdas/data/entities/chat-room';
import { companyRoute } from '#lambdas/http/route-handler';
import { roomView, unreadCountFor } from './room-view.ts';
import { batchGet } from '#lambdas/data/batch';

/** The caller's rooms, newest latest message first, each with his last read and unread count. */
export const handler = companyRoute({}, async ({ caller }) => {
  const { companyId, userId } = caller;
  const { data: memberships } = await chatMemberEntity().query.byUser({ companyId, userId }).go({ pages: 'all' });
  if (memberships.length === 0) return { rooms: [] };
  const rooms = await batchGet(
    chatRoomEntity(),
    memberships.map((m) => ({ companyId, id: m.roomId })),
  );
  const lastReadOf = new Map(memberships.map((m) => [m.roomId, m.lastRead]));
  const views = await Promise.all(
    rooms
      .filter((room) => room.members.includes(userId))
      .map(async (room) => {
        const lastRead = lastReadOf.get(room.id);
        return roomView(room, userId, lastRead, await unreadCountFor(room, userId, lastRead));
      }),
  );
  return { rooms: sortRoomsByLatest(views) };
});
