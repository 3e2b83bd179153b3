import * as z from 'zod';
import { canBroadcast } from '#shared/chat/permissions';
import { scheduledMessageEntity } from '#lambdas/data/entities/scheduled-message';
import { ForbiddenError } from '#lambdas/http/errors';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { companyZone } from '#lambdas/data/company-zone';
import { checkAttachment } from '#lambdas/chat/messages/attachment';
import { createBroadcastSchedule, scheduleNameFor } from './broadcast-schedule.ts';
import { roomParams } from '#lambdas/chat/rooms/get-room';
import { timeOrderedId } from '#lambdas/chat/ids';
import { roomOfMember } from '#lambdas/chat/rooms/room-access';
import { readBroadcast, scheduledFields } from './scheduled-body.ts';
import { scheduledView } from './scheduled-view.ts';
import { senderNameOf } from '#lambdas/chat/messages/sender';

const createSchema = z.strictObject(scheduledFields);

/**
 * "New Broadcast" (§2.4): stored apart from the messages, then one one-time schedule posts it to the
 * room at its time. If the schedule cannot be made, the record is removed again and the call fails.
 */
export const handler = companyRoute({ body: createSchema, params: roomParams }, async ({ caller, body, params }) => {
  const { companyId, userId } = caller;
  const room = await roomOfMember(companyId, params.roomId, userId);
  if (!canBroadcast(room, caller)) throw new ForbiddenError();
  const { text, at, scheduledDay, scheduledTime } = readBroadcast(body, await companyZone(companyId));
  if (body.attachmentStoragePath) await checkAttachment(companyId, room.id, caller.role, body.attachmentStoragePath);

  const id = timeOrderedId();
  const scheduleName = scheduleNameFor(id);
  const entity = scheduledMessageEntity();
  const { data } = await entity
    .create({
      companyId,
      roomId: room.id,
      id,
      text,
      messageTime: at.toISOString(),
      scheduledFor: at.toISOString(),
      scheduledDay,
      scheduledTime,
      responseRequired: true,
      highAlert: body.highAlert ?? false,
      sent: false,
      isBroadcast: true,
      senderId: userId,
      senderName: await senderNameOf(companyId, userId, caller.displayName),
      roomMembers: room.members.filter((m) => m !== userId),
      scheduleName,
      ...(body.attachmentStoragePath && body.mediaType ? { attachmentStoragePath: body.attachmentStoragePath, mediaType: body.mediaType } : {}),
    })
    .go();
  try {
    await createBroadcastSchedule(scheduleName, at, { companyId, roomId: room.id, scheduledId: id });
  } catch (error) {
    await entity.delete({ companyId, roomId: room.id, id }).go();
    throw error;
  }
  return json(201, { scheduled: await scheduledView(data) });
});
