import * as z from 'zod';
import { canManageRoom } from '#shared/chat/permissions';
import { ROOM_NAME_REQUIRED, validRoomName } from '#shared/chat/room-name';
import { chatMemberEntity } from '#lambdas/data/entities/chat-member';
import { chatRoomEntity } from '#lambdas/data/entities/chat-room';
import { ConflictError, ForbiddenError, ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { audienceEntries } from './audience.ts';
import { isConditionalFailure } from '#lambdas/chat/conditional';
import { pushToUsers } from '#lambdas/chat/messages/fan-out';
import { roomParams } from './get-room.ts';
import { memberKeyOf, roomOfMember } from './room-access.ts';
import { roomView, unreadCountFor } from './room-view.ts';
import { batchDelete, batchPut } from '#lambdas/data/batch';

const updateRoomSchema = z.strictObject({
  version: z.number().int().min(1),
  name: z.string().max(120).optional(),
  members: z.array(z.string().min(1).max(64)).max(500).optional(),
  isPrivate: z.boolean().optional(),
  disableAdminBroadcast: z.boolean().optional(),
  highAlert: z.boolean().optional(),
});

/**
 * The owner's rename, audience edit and room options ("Chat Options"). `version` is the one the owner
 * loaded: if someone changed the room since, 409. Removed members lose the room live.
 */
export const handler = companyRoute({ body: updateRoomSchema, params: roomParams }, async ({ caller, body, params }) => {
  const { companyId, userId } = caller;
  const room = await roomOfMember(companyId, params.roomId, userId);
  if (!canManageRoom(room, userId)) throw new ForbiddenError();
  if (body.version !== room.version) throw new ConflictError();

  const changes: Record<string, unknown> = { version: body.version + 1 };
  if (body.name !== undefined) {
    const name = validRoomName(body.name);
    if (!name) throw new ValidationError(ROOM_NAME_REQUIRED, { name: ROOM_NAME_REQUIRED });
    changes.name = name;
  }
  for (const option of ['isPrivate', 'disableAdminBroadcast', 'highAlert'] as const) {
    if (body[option] !== undefined) changes[option] = body[option];
  }
  let added: string[] = [];
  let removed: string[] = [];
  if (body.members !== undefined) {
    const members = [room.ownerId, ...new Set(body.members.filter((m) => m !== room.ownerId))];
    added = members.filter((m) => !room.members.includes(m));
    removed = room.members.filter((m) => !members.includes(m));
    await audienceEntries(companyId, added, caller.role);
    if (members.length < 2) throw new ValidationError('Select at least one member.', { members: 'Select at least one member.' });
    Object.assign(changes, { members, memberKey: memberKeyOf(members) });
  }

  let updated;
  try {
    updated = (
      await chatRoomEntity()
        .patch({ companyId, id: room.id })
        .set(changes)
        .where(({ version }, { eq }) => eq(version, body.version))
        .go({ response: 'all_new' })
    ).data;
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
  const members = chatMemberEntity();
  await batchPut(members, added.map((m) => ({ companyId, roomId: room.id, userId: m })));
  await batchDelete(members, removed.map((m) => ({ companyId, roomId: room.id, userId: m })));

  const current = { ...room, ...updated };
  await Promise.all([
    pushToUsers(companyId, current.members, { type: 'room', room: roomView(current, '', undefined, 0) }),
    pushToUsers(companyId, removed, { type: 'roomRemoved', roomId: room.id }),
  ]);
  const { data: me } = await members.get({ companyId, roomId: room.id, userId }).go();
  return { room: roomView(current, userId, me?.lastRead, await unreadCountFor(current, userId, me?.lastRead)) };
});
