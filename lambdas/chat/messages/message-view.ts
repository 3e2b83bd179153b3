import type { ChatMessage } from '#shared/chat/types';
import type { ChatMessageItem } from '#lambdas/data/entities/chat-message';
import { signedMediaUrl } from './media-urls.ts';

export async function messageView(m: ChatMessageItem): Promise<ChatMessage> {
  return {
    id: m.id,
    roomId: m.roomId,
    text: m.text ?? '',
    senderId: m.senderId,
    senderName: m.senderName ?? '',
    mediaUrl: await signedMediaUrl(m.attachmentStoragePath),
    mediaType: m.mediaType ?? null,
    attachmentStoragePath: m.attachmentStoragePath ?? null,
    messageTime: m.messageTime,
    likes: m.likes ?? [],
    companyName: m.companyName ?? '',
    companyId: m.companyId,
    isBroadcast: m.isBroadcast ?? false,
    scheduledId: m.scheduledId ?? null,
  };
}

/** The room's preview of a message (§3.3 latestMessage). */
export function latestOf(m: Pick<ChatMessageItem, 'id' | 'text' | 'senderName' | 'senderId' | 'messageTime'>) {
  return { id: m.id, text: m.text ?? '', senderName: m.senderName ?? '', senderId: m.senderId, messageTime: m.messageTime };
}
