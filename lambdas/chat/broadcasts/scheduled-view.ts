import type { ScheduledMessage } from '#shared/chat/types';
import type { ScheduledMessageItem } from '#lambdas/data/entities/scheduled-message';
import { signedMediaUrl } from '#lambdas/chat/messages/media-urls';

export async function scheduledView(s: ScheduledMessageItem): Promise<ScheduledMessage> {
  return {
    id: s.id,
    roomId: s.roomId,
    text: s.text,
    messageTime: s.messageTime,
    scheduledFor: s.scheduledFor,
    scheduledDay: s.scheduledDay,
    scheduledTime: s.scheduledTime,
    responseRequired: s.responseRequired ?? true,
    highAlert: s.highAlert ?? false,
    sent: s.sent ?? false,
    sentAt: s.sentAt ?? null,
    isBroadcast: s.isBroadcast ?? true,
    senderId: s.senderId,
    senderName: s.senderName ?? '',
    roomMembers: s.roomMembers ?? [],
    likes: s.likes ?? [],
    mediaUrl: await signedMediaUrl(s.attachmentStoragePath),
    mediaType: s.mediaType ?? null,
    attachmentStoragePath: s.attachmentStoragePath ?? null,
    version: s.version ?? 1,
  };
}
