import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { canDeleteMessage } from '#shared/chat/permissions';
import { s3Client } from '#lambdas/s3-client';
import { chatMessageEntity } from '#lambdas/data/entities/chat-message';
import { chatRoomEntity, type ChatRoomItem } from '#lambdas/data/entities/chat-room';
import { pendingAcknowledgementEntity } from '#lambdas/data/entities/pending-acknowledgement';
import { ForbiddenError, NotFoundError } from '#lambdas/http/errors';
import { noContent } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { audienceOf, pushToAudience } from './fan-out.ts';
import { messageParams } from './message-params.ts';
import { latestOf } from './message-view.ts';
import { roomOfMember } from '#lambdas/chat/rooms/room-access';
import { pushUnreadCounts } from '#lambdas/chat/rooms/unread-counts';

/** After the latest message goes, the preview falls back to the newest one left (or none). */
async function restoreLatest(room: ChatRoomItem) {
  const { data } = await chatMessageEntity().query.byRoom({ companyId: room.companyId, roomId: room.id }).go({ order: 'desc', limit: 1 });
  const key = { companyId: room.companyId, id: room.id };
  const newest = data[0];
  if (newest) {
    await chatRoomEntity().patch(key).set({ latestMessage: latestOf(newest), latestMessageId: newest.id }).go();
    return latestOf(newest);
  }
  await chatRoomEntity().patch(key).remove(['latestMessage', 'latestMessageId']).go();
  return null;
}

/** Deletes a message: role below 8 or its sender, otherwise "Unauthorized access." (§6). */
export const handler = companyRoute({ params: messageParams }, async ({ caller, params }) => {
  const { companyId, userId } = caller;
  const room = await roomOfMember(companyId, params.roomId, userId);
  const key = { companyId, roomId: room.id, id: params.messageId };
  const { data: message } = await chatMessageEntity().get(key).go();
  if (!message) throw new NotFoundError('Message not found.');
  if (!canDeleteMessage(message, caller)) throw new ForbiddenError();

  await chatMessageEntity().delete(key).go();
  if (message.attachmentStoragePath && !message.isBroadcast) {
    await s3Client().send(new DeleteObjectCommand({ Bucket: process.env.UPLOADS_BUCKET, Key: message.attachmentStoragePath }));
  }
  if (message.isBroadcast) {
    const acks = pendingAcknowledgementEntity();
    const { data: pending } = await acks.query.byRoom({ companyId, roomId: room.id, messageId: message.id }).go({ pages: 'all' });
    if (pending.length > 0) await acks.delete(pending).go();
  }
  const latestMessage = room.latestMessageId === message.id ? await restoreLatest(room) : room.latestMessage ?? null;
  const audience = audienceOf(companyId, room.members);
  await pushToAudience(audience, { type: 'messageDeleted', roomId: room.id, messageId: message.id, latestMessage });
  // A deleted message may have been unread: members get their counts again.
  const latestKey = latestMessage?.id && latestMessage.senderId ? { id: latestMessage.id, senderId: latestMessage.senderId } : null;
  await pushUnreadCounts(room, message.id, latestKey, audience);
  return noContent();
});
