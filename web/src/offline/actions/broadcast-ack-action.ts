import { chatApi } from '#web/features/chat/chat-api.ts';
import type { OutboxRecord } from '#web/offline/outbox-record.ts';
import { outboxUser, sendOrKeep } from '#web/offline/outbox.ts';

export interface BroadcastAckPayload {
  roomId: string;
  messageId: string;
}

/** An acknowledgement from the outbox: acknowledging a broadcast twice leaves it acknowledged once. */
export function sendQueuedAck(record: OutboxRecord): Promise<unknown> {
  const { roomId, messageId } = record.payload as BroadcastAckPayload;
  return chatApi.acknowledge(roomId, messageId);
}

/**
 * The driver pressed Acknowledge: done for him at once, sent now or kept until there is signal. False
 * only when the server refused it (it says so in the dialog).
 */
export async function acknowledgeOrKeep(roomId: string, messageId: string): Promise<boolean> {
  if (!outboxUser()) {
    await chatApi.acknowledge(roomId, messageId);
    return true;
  }
  const payload: BroadcastAckPayload = { roomId, messageId };
  const outcome = await sendOrKeep('broadcast-ack', payload);
  return outcome.status !== 'refused';
}
