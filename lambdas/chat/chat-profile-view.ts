import type { ChatProfileItem } from '../data/entities/chat-profile.ts';
import type { CompanyCaller } from '../http/route-handler.ts';
import { signedMediaUrl } from './media-urls.ts';

/** The chat profile as the dialog shows it; without a saved one, the token's name and e-mail. */
export async function chatProfileView(caller: CompanyCaller, item: ChatProfileItem | null) {
  return {
    displayName: item?.displayName || caller.displayName,
    chatStatus: item?.chatStatus ?? 'available',
    phoneNumber: item?.phoneNumber ?? '',
    email: item?.email ?? '',
    photoPath: item?.photoPath ?? null,
    photoURL: await signedMediaUrl(item?.photoPath),
    version: item?.version ?? 0,
  };
}
