import * as z from 'zod';
import { hasContent } from '#shared/chat/message-rules';
import { canPost } from '#shared/chat/permissions';
import { ForbiddenError, ValidationError } from '#lambdas/http/errors';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { checkAttachment } from './attachment.ts';
import { roomParams } from '#lambdas/chat/rooms/get-room';
import { timeOrderedId } from '#lambdas/chat/ids';
import { postMessage } from './post-message.ts';
import { roomOfMember } from '#lambdas/chat/rooms/room-access';
import { companyNameOf, senderNameOf } from './sender.ts';

export const mediaSchema = {
  attachmentStoragePath: z.string().min(1).max(1024).optional(),
  mediaType: z.enum(['image', 'video', 'audio']).optional(),
};

const sendSchema = z.strictObject({ text: z.string().max(4000).optional(), ...mediaSchema });

export const NEEDS_CONTENT = 'A message needs text or media.';

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
  const now = Date.now();
  const message = await postMessage(room, {
    id: timeOrderedId(now),
    text: (body.text ?? '').trim(),
    senderId: userId,
    senderName,
    companyName,
    messageTime: new Date(now).toISOString(),
    ...(body.attachmentStoragePath ? { attachmentStoragePath: body.attachmentStoragePath, mediaType: body.mediaType } : {}),
  });
  return json(201, { message });
});
