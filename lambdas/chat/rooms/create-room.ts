import * as z from 'zod';
import { defaultRoomName, ROOM_NAME_REQUIRED, validRoomName } from '#shared/chat/room-name';
import { chatMemberEntity } from '#lambdas/data/entities/chat-member';
import { chatRoomEntity } from '#lambdas/data/entities/chat-room';
import { ValidationError } from '#lambdas/http/errors';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { audienceEntries } from './audience.ts';
import { pushToUsers } from '#lambdas/chat/messages/fan-out';
import { timeOrderedId } from '#lambdas/chat/ids';
import { memberKeyOf } from './room-access.ts';
import { roomView } from './room-view.ts';
import { batchPut } from '#lambdas/data/batch';

const createRoomSchema = z.strictObject({
  name: z.string().max(120).optional(),
  members: z.array(z.string().min(1).max(64)).max(500),
  isPrivate: z.boolean().optional(),
  disableAdminBroadcast: z.boolean().optional(),
  highAlert: z.boolean().optional(),
});

/**
 * "Create Chat" from the audience selector. Without a name and with exactly the same members as an
 * existing room, that room is answered instead (200, `reused`); otherwise a new one (201) owned by the
 * caller, named as given or by the default rule. The caller has read it; the others see it as new.
 */
export const handler = companyRoute({ body: createRoomSchema }, async ({ caller, body }) => {
  const { companyId, userId } = caller;
  const others = [...new Set(body.members)].filter((m) => m !== userId);
  if (others.length === 0) throw new ValidationError('Select at least one member.', { members: 'Select at least one member.' });
  const entries = await audienceEntries(companyId, others, caller.role);
  const members = [userId, ...others];
  const memberKey = memberKeyOf(members);

  // A room named on purpose is a new room; a quick chat with the same people opens the existing one.
  const { data: existing } = body.name === undefined ? await chatRoomEntity().query.byMembers({ companyId, memberKey }).go({ limit: 1 }) : { data: [] };
  if (existing[0]) {
    const { data: me } = await chatMemberEntity().get({ companyId, roomId: existing[0].id, userId }).go();
    return json(200, { room: roomView(existing[0], userId, me?.lastRead, 0), reused: true });
  }

  let name = defaultRoomName(entries.map((e) => e.name));
  if (body.name !== undefined) {
    const given = validRoomName(body.name);
    if (!given) throw new ValidationError(ROOM_NAME_REQUIRED, { name: ROOM_NAME_REQUIRED });
    name = given;
  }
  const now = new Date().toISOString();
  const { data: room } = await chatRoomEntity()
    .create({
      companyId,
      id: timeOrderedId(),
      name,
      members,
      memberKey,
      ownerId: userId,
      isPrivate: body.isPrivate ?? false,
      disableAdminBroadcast: body.disableAdminBroadcast ?? false,
      highAlert: body.highAlert ?? false,
      createdAt: now,
      version: 1,
    })
    .go();
  await batchPut(
    chatMemberEntity(),
    members.map((m) => ({ companyId, roomId: room.id, userId: m, joinedAt: now, ...(m === userId ? { lastRead: now } : {}) })),
  );
  await pushToUsers(companyId, others, { type: 'room', room: roomView(room, '', undefined, 0) });
  return json(201, { room: roomView(room, userId, now, 0), reused: false });
});
