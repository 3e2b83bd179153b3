import type { ChatRoom } from '#shared/chat/types';
import { isRoomUnread } from '#shared/chat/unread';
import { chatMessageEntity } from '#lambdas/data/entities/chat-message';
import type { ChatRoomItem } from '#lambdas/data/entities/chat-room';
import { AFTER_EVERY_ID, afterTimeBound } from '#lambdas/chat/ids';
import { countUnread, UNREAD_COUNT_CAP } from './unread-counts.ts';

/** The member's unread count in the room (`countUnread`), without a read when the room is read (§4). */
export async function unreadCountFor(room: ChatRoomItem, userId: string, lastRead: string | undefined): Promise<number> {
  if (!room.latestMessage || !isRoomUnread(roomView(room, userId, lastRead, 0), userId)) return 0;
  const query = chatMessageEntity().query.byRoom({ companyId: room.companyId, roomId: room.id });
  const ranged = lastRead ? query.between({ id: afterTimeBound(Date.parse(lastRead)) }, { id: AFTER_EVERY_ID }) : query;
  const { data } = await ranged.go({ order: 'desc', limit: UNREAD_COUNT_CAP, attributes: ['id', 'senderId'] });
  return countUnread(data, userId, lastRead);
}

/** The spec's room record as the caller sees it: his own lastRead and unread count filled in. */
export function roomView(room: ChatRoomItem, userId: string, lastRead: string | undefined, unreadCount: number): ChatRoom {
  const latest = room.latestMessage;
  return {
    id: room.id,
    name: room.name,
    members: room.members,
    ownerId: room.ownerId,
    highAlert: room.highAlert ?? false,
    isPrivate: room.isPrivate ?? false,
    disableAdminBroadcast: room.disableAdminBroadcast ?? false,
    createdAt: room.createdAt ?? '',
    latestMessage: latest?.messageTime
      ? { text: latest.text ?? '', senderName: latest.senderName ?? '', senderId: latest.senderId ?? '', messageTime: latest.messageTime }
      : null,
    lastRead: lastRead ? { [userId]: lastRead } : {},
    unreadCount: { [userId]: unreadCount },
    version: room.version ?? 1,
  };
}
