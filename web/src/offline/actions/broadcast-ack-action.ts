import { chatApi } from '#web/features/chat/chat-api.ts';
import type { OutboxRecord } from '#web/offline/outbox-record.ts';

export interface BroadcastAckPayload {
  roomId: string;
  messageId: string;
}

/** An acknowledgement from the outbox: acknowledging a broadcast twice leaves it acknowledged once. */
export function sendQueuedAck(record: OutboxRecord): Promise<unknown> {
  const { roomId, messageId } = record.payload as BroadcastAckPayload;
  return chatApi.acknowledge(roomId, messageId);
}
