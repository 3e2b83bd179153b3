import { chatMemberEntity } from '../data/entities/chat-member.ts';
import { chatMessageEntity } from '../data/entities/chat-message.ts';
import type { ChatRoomItem } from '../data/entities/chat-room.ts';
import { logger } from '../http/logger.ts';
import { pushToAudience, type Audience } from './fan-out.ts';
import { afterTimeBound } from './ids.ts';
import { UNREAD_COUNT_CAP } from './room-view.ts';

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
 * A member's unread count when `message` is the room's latest, as the room list counts it: none for its
 * sender (spec §4: a room whose latest message is his own is read), else the messages of others after
 * his last read (all of them when he never opened the room), up to the cap.
 */
export function unreadCountAfter(basis: UnreadBasis, userId: string, message: MessageKey): number {
  if (message.senderId === userId) return 0;
  const read = basis.lastRead.get(userId);
  const bound = read ? afterTimeBound(Date.parse(read)) : '';
  const seen = new Set<string>();
  let count = 0;
  for (const m of [message, ...basis.recent]) {
    if (seen.has(m.id)) continue;
    seen.add(m.id);
    if (m.senderId !== userId && m.id > bound) count += 1;
  }
  return Math.min(count, UNREAD_COUNT_CAP);
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
