import { socketConnectionEntity } from '#lambdas/data/entities/socket-connection';
import { logger } from '#lambdas/http/logger';
import { postToConnection } from '#lambdas/realtime/post-to-connection';
import { batchDelete } from '#lambdas/data/batch';

/** Events the chat pushes over the WebSocket API; the SPA's live client reads the same union. */
export type ChatEvent =
  | { type: 'message'; roomId: string; message: unknown; latestMessage: unknown }
  /** The receiving member's unread count in the room once `messageId` is in it. */
  | { type: 'unread'; roomId: string; messageId: string; unreadCount: number }
  | { type: 'messageLiked'; roomId: string; messageId: string; likes: string[] }
  | { type: 'messageDeleted'; roomId: string; messageId: string; latestMessage: unknown }
  | { type: 'room'; room: unknown }
  | { type: 'roomRemoved'; roomId: string }
  | { type: 'read'; roomId: string; lastRead: string }
  | { type: 'scheduled'; roomId: string; scheduled: unknown };

const POSTS_IN_FLIGHT = 32;
/**
 * Up to this many users (a direct chat, a small crew) their connections are read user by user; for
 * more, one query of the company's connections costs less than a query per member.
 */
const PER_USER_READS = 4;
const FIELDS = ['connectionId', 'userId', 'expiresAt'] as const;

/** The open connections of the given users: small audiences by user, large ones by one company read. */
async function connectionsOf(companyId: string, wanted: ReadonlySet<string>) {
  const connections = socketConnectionEntity();
  if (wanted.size <= PER_USER_READS) {
    const pages = await Promise.all(
      [...wanted].map((userId) => connections.query.byUser({ companyId, userId }).go({ pages: 'all', attributes: [...FIELDS] })),
    );
    return pages.flatMap((p) => p.data);
  }
  const { data } = await connections.query.byCompany({ companyId }).go({ pages: 'all', attributes: [...FIELDS] });
  return data.filter((c) => wanted.has(c.userId));
}

export interface Audience {
  companyId: string;
  /** The users' open connections, read once (possibly while the message is still being stored). */
  connections: Promise<Array<{ connectionId: string; userId: string; expiresAt: number }>>;
}

/** Starts reading where the given users are connected; pass it to `pushToAudience`. */
export function audienceOf(companyId: string, userIds: Iterable<string>): Audience {
  const wanted = new Set(userIds);
  return { companyId, connections: wanted.size === 0 ? Promise.resolve([]) : connectionsOf(companyId, wanted) };
}

/**
 * Posts `event` once to every open connection of the audience; an event made per user (his own counts)
 * is serialized once per user. Connections that answer 410 are gone and their records are removed.
 */
export async function pushToAudience(audience: Audience, event: ChatEvent | ((userId: string) => ChatEvent)): Promise<{ delivered: number; gone: number }> {
  const { companyId } = audience;
  const now = Math.floor(Date.now() / 1000);
  const targets = (await audience.connections).filter((c) => c.expiresAt > now);
  if (targets.length === 0) return { delivered: 0, gone: 0 };
  let delivered = 0;
  const gone: string[] = [];
  const shared = typeof event === 'function' ? undefined : JSON.stringify(event);
  const perUser = new Map<string, string>();
  const bodyFor = (userId: string): string => {
    if (shared !== undefined) return shared;
    let body = perUser.get(userId);
    if (body === undefined) perUser.set(userId, (body = JSON.stringify((event as (userId: string) => ChatEvent)(userId))));
    return body;
  };
  // A fixed number of posts in flight, each freed slot taking the next connection: the first members
  // get the message while the last posts are still being made, and no more sockets open than needed.
  let next = 0;
  const lane = async () => {
    while (next < targets.length) {
      const c = targets[next++]!;
      try {
        if (await postToConnection(c.connectionId, bodyFor(c.userId))) delivered += 1;
        else gone.push(c.connectionId);
      } catch (error) {
        // One broken connection must not cost the others their message.
        logger.warn('Post to connection failed', { error: error as Error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(POSTS_IN_FLIGHT, targets.length) }, lane));
  await batchDelete(socketConnectionEntity(), gone.map((connectionId) => ({ companyId, connectionId })));
  return { delivered, gone: gone.length };
}

/** Posts `event` once to every open connection of the given users in the company. */
export function pushToUsers(companyId: string, userIds: Iterable<string>, event: ChatEvent): Promise<{ delivered: number; gone: number }> {
  return pushToAudience(audienceOf(companyId, userIds), event);
}
