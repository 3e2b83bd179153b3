import type { ChatMessage } from '#shared/chat/types';
import { chatApi } from '#web/features/chat/chat-api.ts';
import type { OutboxRecord } from '#web/offline/outbox-record.ts';
import { outboxUser, sendOrKeep } from '#web/offline/outbox.ts';

export interface ChatSendPayload {
  roomId: string;
  text: string;
  attachmentStoragePath?: string;
  mediaType?: 'image' | 'video' | 'audio';
}

/** A message from the outbox: the record id is its clientMessageId, so a retry answers the first message. */
export function sendQueuedChat(record: OutboxRecord): Promise<unknown> {
  const { roomId, ...body } = record.payload as ChatSendPayload;
  return chatApi.send(roomId, { ...body, clientMessageId: record.id });
}

export type ChatSendOutcome = { status: 'sent'; message: ChatMessage } | { status: 'waiting' } | { status: 'refused'; error: Error };

/** The driver pressed Send: sent now or kept on the phone until there is signal. Office users send directly. */
export async function sendMessageOrKeep(payload: ChatSendPayload): Promise<ChatSendOutcome> {
  const { roomId, ...body } = payload;
  if (!outboxUser()) return { status: 'sent', message: (await chatApi.send(roomId, body)).message };
  const outcome = await sendOrKeep('chat-message', payload);
  if (outcome.status === 'sent') return { status: 'sent', message: (outcome.answer as { message: ChatMessage }).message };
  return outcome;
}

/** The messages of a room still waiting on the phone, oldest first. */
export function waitingInRoom(records: OutboxRecord[], roomId: string): Array<{ id: string; text: string }> {
  return records
    .filter((r) => r.kind === 'chat-message' && (r.payload as ChatSendPayload).roomId === roomId)
    .map((r) => ({ id: r.id, text: (r.payload as ChatSendPayload).text }));
}
