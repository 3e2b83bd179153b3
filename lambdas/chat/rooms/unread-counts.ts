import { chatMemberEntity } from '#lambdas/data/entities/chat-member';
import { chatMessageEntity } from '#lambdas/data/entities/chat-message';
import type { ChatRoomItem } from '#lambdas/data/entities/chat-room';
import { logger } from '#lambdas/http/logger';
import { pushToAudience, type Audience } from '#lambdas/chat/messages/fan-out';
import { afterTimeBound } from '#lambdas/chat/ids';

/** Unread messages are counted up to this many: the badge shows "99+" past 99 anyway. */
export const UNREAD_COUNT_CAP = 100;

type MessageKey = { id: string; senderId: string };

/** What every member's unread count follows from: their last reads and the room's newest messages. */
export interface UnreadBasis {
  lastRead: ReadonlyMap<string, string>;
  /** Newest first, at most the count cap. */
  recent: readonly MessageKey[];
}

/** Two reads: every member's last read, and the room's newest messages (enough to reach the cap). */
async function unreadBasisOf(room: Pick<ChatRoomItem, 'companyId' | 'id'>): Promise<UnreadBasis> {
  const key = { companyId: room.companyId, roomId: room.id };
  const [members, recent] = await Promise.all([
    chatMemberEntity().query.byRoom(key).go({ pages: 'all', attributes: ['userId', 'lastRead'] }),
    chatMessageEntity().query.byRoom(key).go({ order: 'desc', limit: UNREAD_COUNT_CAP, attributes: ['id', 'senderId'] }),
  ]);
  const lastRead = new Map<string, string>();
  for (const m of members.data) if (m.lastRead) lastRead.set(m.userId, m.lastRead);
  return { lastRead, recent: recent.data };
}

/**
 * Messages of others after the member's last read (all of them when he never opened the room), each
 * counted once, up to the cap: the one counting rule of the room list and the pushed counts.
 */
export function countUnread(messages: readonly MessageKey[], userId: string, lastRead: string | undefined): number {
  const bound = lastRead ? afterTimeBound(Date.parse(lastRead)) : '';
  const seen = new Set<string>();
  for (const m of messages) if (m.senderId !== userId && m.id > bound) seen.add(m.id);
  return Math.min(seen.size, UNREAD_COUNT_CAP);
}

/**
 * A member's unread count when `message` is the room's latest: none for its sender (spec §4: a room
 * whose latest message is his own is read), else `countUnread` over it and the room's newest messages.
 */
export function unreadCountAfter(basis: UnreadBasis, userId: string, message: MessageKey): number {
  if (message.senderId === userId) return 0;
  return countUnread([message, ...basis.recent], userId, basis.lastRead.get(userId));
}

/**
 * Pushes each member his unread count in the room now that `latest` is its newest message (none left:
 * 0), after the event that changed it (`cause`: the message that came or went) is out.
 */
export async function pushUnreadCounts(room: Pick<ChatRoomItem, 'companyId' | 'id'>, cause: string, latest: MessageKey | null, audience: Audience): Promise<void> {
  try {
    const basis = await unreadBasisOf(room);
    await pushToAudience(audience, (userId) => ({
      type: 'unread',
      roomId: room.id,
      messageId: cause,
      unreadCount: latest ? unreadCountAfter(basis, userId, latest) : 0,
    }));
  } catch (error) {
    // The counts correct what clients count for themselves; the event before them is out whatever happens here.
    logger.warn('Unread counts not pushed', { error: error as Error });
  }
}
