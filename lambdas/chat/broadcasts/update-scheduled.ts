import * as z from 'zod';
import { canBroadcast } from '#shared/chat/permissions';
import { scheduledMessageEntity } from '#lambdas/data/entities/scheduled-message';
import { ConflictError, ForbiddenError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { companyZone } from '#lambdas/data/company-zone';
import { checkAttachment } from '#lambdas/chat/messages/attachment';
import { updateBroadcastSchedule } from './broadcast-schedule.ts';
import { isConditionalFailure } from '#lambdas/chat/conditional';
import { roomOfMember } from '#lambdas/chat/rooms/room-access';
import { ALREADY_SENT, ownUnsentBroadcast, scheduledParams } from './scheduled-access.ts';
import { readBroadcast, scheduledFields } from './scheduled-body.ts';
import { scheduledView } from './scheduled-view.ts';

const updateSchema = z.strictObject({ ...scheduledFields, version: z.number().int().min(1) });

/** "Edit Broadcast": text, media, time and alert of an unsent broadcast; its schedule moves with it. */
export const handler = companyRoute({ body: updateSchema, params: scheduledParams }, async ({ caller, body, params }) => {
  const { companyId, userId } = caller;
  const room = await roomOfMember(companyId, params.roomId, userId);
  if (!canBroadcast(room, caller)) throw new ForbiddenError();
  const current = await ownUnsentBroadcast(companyId, room.id, params.scheduledId, userId);
  if (current.version !== body.version) throw new ConflictError();
  const { text, at, scheduledDay, scheduledTime } = readBroadcast(body, await companyZone(companyId));
  if (body.attachmentStoragePath && body.attachmentStoragePath !== current.attachmentStoragePath) {
    await checkAttachment(companyId, room.id, caller.role, body.attachmentStoragePath);
  }
  const key = { companyId, roomId: room.id, id: current.id };
  const media = body.attachmentStoragePath && body.mediaType ? { attachmentStoragePath: body.attachmentStoragePath, mediaType: body.mediaType } : null;
  let updated;
  try {
    const patch = scheduledMessageEntity()
      .patch(key)
      .set({
        text,
        messageTime: at.toISOString(),
        scheduledFor: at.toISOString(),
        scheduledDay,
        scheduledTime,
        highAlert: body.highAlert ?? false,
        roomMembers: room.members.filter((m) => m !== userId),
        version: current.version + 1,
        ...(media ?? {}),
      });
    updated = (
      await (media ? patch : patch.remove(['attachmentStoragePath', 'mediaType']))
        .where(({ version, sent }, { eq }) => `${eq(version, current.version)} AND ${eq(sent, false)}`)
        .go({ response: 'all_new' })
    ).data;
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError(ALREADY_SENT);
    throw error;
  }
  await updateBroadcastSchedule(current.scheduleName ?? '', at, { companyId, roomId: room.id, scheduledId: current.id });
  return { scheduled: await scheduledView(updated) };
});
