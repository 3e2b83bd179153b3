import { createHash } from 'node:crypto';
import { isMember } from '#shared/chat/permissions';
import { chatRoomEntity, type ChatRoomItem } from '#lambdas/data/entities/chat-room';
import { NotFoundError } from '#lambdas/http/errors';
import { memoised } from '#lambdas/http/request-memo';

export const ROOM_NOT_FOUND = 'Chat room not found.';

/** Same audience, same key: how an existing room with exactly these members is found for reuse. */
export function memberKeyOf(members: Iterable<string>): string {
  return createHash('sha256').update([...new Set(members)].sort().join('\n')).digest('base64url');
}

/**
 * The room, if the caller is one of its members. A room of another company or one he is not in is
 * answered like a room that does not exist, so ids cannot be probed.
 */
export async function roomOfMember(companyId: string, roomId: string, userId: string): Promise<ChatRoomItem> {
  // The middleware checks membership before the handler asks again: one read per request.
  const { data } = await memoised(`room#${companyId}#${roomId}`, () => chatRoomEntity().get({ companyId, id: roomId }).go());
  if (!data || !isMember(data, userId)) throw new NotFoundError(ROOM_NOT_FOUND);
  return data;
}
