import { socketConnectionEntity } from '../data/entities/socket-connection.ts';
import { logger } from '../http/logger.ts';
import { postToConnection } from '../realtime/post-to-connection.ts';

/** Events the chat pushes over the WebSocket API; the SPA's live client reads the same union. */
export type ChatEvent =
  | { type: 'message'; roomId: string; message: unknown; latestMessage: unknown }
  | { type: 'messageLiked'; roomId: string; messageId: string; likes: string[] }
  | { type: 'messageDeleted'; roomId: string; messageId: string; latestMessage: unknown }
  | { type: 'room'; room: unknown }
  | { type: 'roomRemoved'; roomId: string }
  | { type: 'read'; roomId: string; lastRead: string }
  | { type: 'scheduled'; roomId: string; scheduled: unknown };

const PARALLEL_POSTS = 256;

/**
 * Posts `event` once to every open connection of the given users in the company. One query reads the
 * company's connections (a page holds hundreds), so fan-out costs one read however many members;
 * connections that answer 410 are gone and their records are removed.
 */
export async function pushToUsers(companyId: string, userIds: Iterable<string>, event: ChatEvent): Promise<{ delivered: number; gone: number }> {
  const wanted = new Set(userIds);
  if (wanted.size === 0) return { delivered: 0, gone: 0 };
  const connections = socketConnectionEntity();
  const now = Math.floor(Date.now() / 1000);
  const { data } = await connections.query.byCompany({ companyId }).go({ pages: 'all' });
  const targets = data.filter((c) => wanted.has(c.userId) && c.expiresAt > now);
  let delivered = 0;
  const gone: string[] = [];
  for (let i = 0; i < targets.length; i += PARALLEL_POSTS) {
    await Promise.all(
      targets.slice(i, i + PARALLEL_POSTS).map(async (c) => {
        try {
          if (await postToConnection(c.connectionId, event)) delivered += 1;
          else gone.push(c.connectionId);
        } catch (error) {
          // One broken connection must not cost the others their message.
          logger.warn('Post to connection failed', { error: error as Error });
        }
      }),
    );
  }
  if (gone.length > 0) await connections.delete(gone.map((connectionId) => ({ companyId, connectionId }))).go();
  return { delivered, gone: gone.length };
}
