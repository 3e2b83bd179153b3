import { chatProfileEntity } from '../data/entities/chat-profile.ts';
import { directoryEntryEntity } from '../data/entities/directory-entry.ts';
import { companyRoute } from '../http/route-handler.ts';
import { roomParams } from './get-room.ts';
import { signedMediaUrl } from './media-urls.ts';
import { roomOfMember } from './room-access.ts';
import { batchGet } from '../data/batch.ts';

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
