import type { LatestMessage } from './types.ts';

/**
 * Spec §4: a room is unread for a user who never opened it, or whose last read is older than the
 * latest message when someone else sent that message.
 */
export function isRoomUnread(
  room: { latestMessage?: LatestMessage | null; lastRead?: Record<string, string | undefined> },
  userId: string,
): boolean {
  const lastRead = room.lastRead?.[userId];
  if (!lastRead) return true;
  const latest = room.latestMessage;
  if (!latest) return false;
  return Date.parse(latest.messageTime) > Date.parse(lastRead) && latest.senderId !== userId;
}

/** The badge total across rooms: each room's count for the user, whatever the rooms are. */
export function totalUnread(rooms: ReadonlyArray<{ unreadCount?: Record<string, number> }>, userId: string): number {
  return rooms.reduce((sum, room) => sum + Math.max(0, room.unreadCount?.[userId] ?? 0), 0);
}
