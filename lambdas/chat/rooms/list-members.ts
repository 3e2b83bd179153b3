import { chatProfileEntity } from '#lambdas/data/entities/chat-profile';
import { directoryEntryEntity } from '#lambdas/data/entities/directory-entry';
import { companyRoute } from '#lambdas/http/route-handler';
import { roomParams } from './get-room.ts';
import { signedMediaUrl } from '#lambdas/chat/messages/media-urls';
import { roomOfMember } from './room-access.ts';
import { batchGet } from '#lambdas/data/batch';

/** The member list popup and avatars: name, domicile, role, photo and status of every member. */
export const handler = companyRoute({ params: roomParams }, async ({ caller, params }) => {
  const { companyId } = caller;
  const room = await roomOfMember(companyId, params.roomId, caller.userId);
  const keys = room.members.map((uid) => ({ companyId, uid }));
  const [entries, profiles] = await Promise.all([
    batchGet(directoryEntryEntity(), keys),
    batchGet(
      chatProfileEntity(),
      room.members.map((userId) => ({ companyId, userId })),
    ),
  ]);
  const entryOf = new Map(entries.map((e) => [e.uid, e]));
  const profileOf = new Map(profiles.map((p) => [p.userId, p]));
  const members = await Promise.all(
    room.members.map(async (uid) => {
      const entry = entryOf.get(uid);
      const profile = profileOf.get(uid);
      return {
        uid,
        name: profile?.displayName || entry?.name || '',
        Domicile: entry?.Domicile ?? '',
        role: entry?.role ?? '',
        securityRole: entry?.securityRole ?? null,
        chatStatus: profile?.chatStatus ?? 'available',
        photoURL: await signedMediaUrl(profile?.photoPath),
        isOwner: uid === room.ownerId,
      };
    }),
  );
  return { members };
});
