import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { canManageRoom } from '#shared/chat/permissions';
import { s3Client } from '#lambdas/s3-client';
import { chatMemberEntity } from '#lambdas/data/entities/chat-member';
import { chatMessageEntity } from '#lambdas/data/entities/chat-message';
import { chatRoomEntity } from '#lambdas/data/entities/chat-room';
import { pendingAcknowledgementEntity } from '#lambdas/data/entities/pending-acknowledgement';
import { scheduledMessageEntity } from '#lambdas/data/entities/scheduled-message';
import { ForbiddenError } from '#lambdas/http/errors';
import { noContent } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { roomAttachmentFolder } from '#lambdas/chat/messages/attachment';
import { deleteBroadcastSchedule, scheduleNameFor } from '#lambdas/chat/broadcasts/broadcast-schedule';
import { pushToUsers } from '#lambdas/chat/messages/fan-out';
import { roomParams } from './get-room.ts';
import { roomOfMember } from './room-access.ts';

/** Removes every object under the room's chatAttachments folder, a listing page at a time. */
async function eraseAttachments(prefix: string): Promise<void> {
  const Bucket = process.env.UPLOADS_BUCKET;
  let ContinuationToken: string | undefined;
  do {
    const page = await s3Client().send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
    const objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
    if (objects.length > 0) await s3Client().send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: objects, Quiet: true } }));
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
}

/**
 * "Delete Room" (owner, irreversible): the room, its members, messages, scheduled broadcasts with
 * their schedules, open acknowledgements and its chatAttachments folder in storage.
 */
export const handler = companyRoute({ params: roomParams }, async ({ caller, params }) => {
  const { companyId, userId } = caller;
  const room = await roomOfMember(companyId, params.roomId, userId);
  if (!canManageRoom(room, userId)) throw new ForbiddenError();
  const roomId = room.id;

  const { data: scheduled } = await scheduledMessageEntity().query.byRoom({ companyId, roomId }).go({ pages: 'all' });
  for (const s of scheduled.filter((x) => !x.sent)) await deleteBroadcastSchedule(s.scheduleName ?? scheduleNameFor(s.id));
  if (scheduled.length > 0) await scheduledMessageEntity().delete(scheduled).go();

  const { data: messages } = await chatMessageEntity().query.byRoom({ companyId, roomId }).go({ pages: 'all', attributes: ['companyId', 'roomId', 'id'] });
  if (messages.length > 0) await chatMessageEntity().delete(messages).go();
  const { data: pending } = await pendingAcknowledgementEntity().query.byRoom({ companyId, roomId }).go({ pages: 'all' });
  if (pending.length > 0) await pendingAcknowledgementEntity().delete(pending).go();
  await eraseAttachments(roomAttachmentFolder(companyId, roomId));

  await chatRoomEntity().delete({ companyId, id: roomId }).go();
  const { data: members } = await chatMemberEntity().query.byRoom({ companyId, roomId }).go({ pages: 'all' });
  if (members.length > 0) await chatMemberEntity().delete(members).go();
  await pushToUsers(companyId, room.members, { type: 'roomRemoved', roomId });
  return noContent();
});
