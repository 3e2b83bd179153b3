import * as z from 'zod';
import { hasContent } from '#shared/chat/message-rules';
import { canPost } from '#shared/chat/permissions';
import { ForbiddenError, ServiceUnavailableError, ValidationError } from '#lambdas/http/errors';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { checkAttachment } from './attachment.ts';
import { roomParams } from '#lambdas/chat/rooms/get-room';
import { timeOrderedId } from '#lambdas/chat/ids';
import { announceMessage, postMessage, type NewMessage } from './post-message.ts';
import { messageView } from './message-view.ts';
import { sentUnderKey, storeUnderKey } from './send-receipts.ts';
import { roomOfMember } from '#lambdas/chat/rooms/room-access';
import { companyNameOf, senderNameOf } from './sender.ts';

export const mediaSchema = {
  attachmentStoragePath: z.string().min(1).max(1024).optional(),
  mediaType: z.enum(['image', 'video', 'audio']).optional(),
};

/** clientMessageId: the phone's outbox record id; a retry under it answers the first message (200) instead of posting again. */
const sendSchema = z.strictObject({ text: z.string().max(4000).optional(), clientMessageId: z.uuid().optional(), ...mediaSchema });

export const NEEDS_CONTENT = 'A message needs text or media.';
const SENT_TWICE = 'This message was sent twice at once; try again.';

/** Sends a message to a room the caller may post in (§5.2, §6); members get it live. */
export const handler = companyRoute({ body: sendSchema, params: roomParams }, async ({ caller, body, params }) => {
  const { companyId, userId } = caller;
  if (!hasContent(body)) throw new ValidationError(NEEDS_CONTENT, { text: NEEDS_CONTENT });
  const [room, senderName, companyName] = await Promise.all([
    roomOfMember(companyId, params.roomId, userId),
    senderNameOf(companyId, userId, caller.displayName),
    companyNameOf(companyId),
  ]);
  if (!canPost(room, userId)) throw new ForbiddenError();
  if (body.attachmentStoragePath) {
    if (!body.mediaType) throw new ValidationError('Say what kind of media is attached.', { mediaType: 'Required with an attachment.' });
    await checkAttachment(companyId, room.id, caller.role, body.attachmentStoragePath);
  }
  if (body.clientMessageId) {
    const earlier = await sentUnderKey(room, body.clientMessageId);
    if (earlier) return json(200, { message: await messageView(earlier) });
  }
  const now = Date.now();
  const input: NewMessage = {
    id: timeOrderedId(now),
    text: (body.text ?? '').trim(),
    senderId: userId,
    senderName,
    companyName,
    messageTime: new Date(now).toISOString(),
    ...(body.attachmentStoragePath ? { attachmentStoragePath: body.attachmentStoragePath, mediaType: body.mediaType } : {}),
  };
  if (!body.clientMessageId) return json(201, { message: await postMessage(room, input) });
  const stored = await storeUnderKey(room, input, body.clientMessageId);
  if (!stored) throw new ServiceUnavailableError(SENT_TWICE);
  if (!stored.created) return json(200, { message: await messageView(stored.item) });
  return json(201, { message: await announceMessage(room, stored.item) });
});
