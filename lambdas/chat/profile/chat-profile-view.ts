import type { ChatProfileItem } from '#lambdas/data/entities/chat-profile';
import type { CompanyCaller } from '#lambdas/http/route-handler';
import { signedMediaUrl } from '#lambdas/chat/messages/media-urls';

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
