import { createWriteTransaction } from 'electrodb';
import { chatMessageEntity, type ChatMessageItem } from '#lambdas/data/entities/chat-message';
import { chatSendReceiptEntity } from '#lambdas/data/entities/chat-send-receipt';
import type { ChatRoomItem } from '#lambdas/data/entities/chat-room';
import { messageItemOf, type NewMessage } from './post-message.ts';

/** The message already stored under the phone's key, or undefined when there is none. */
export async function sentUnderKey(room: ChatRoomItem, clientMessageId: string): Promise<ChatMessageItem | undefined> {
  const { data: receipt } = await chatSendReceiptEntity().get({ companyId: room.companyId, roomId: room.id, clientMessageId }).go();
  if (!receipt) return undefined;
  const { data } = await chatMessageEntity().get({ companyId: room.companyId, roomId: room.id, id: receipt.messageId }).go();
  return data ?? undefined;
}

/** Pauses between looks for a concurrent send's receipt: DynamoDB refuses one of two transactions on one key while the other commits. */
const SETTLE_MS = [25, 75, 200, 500];

/**
 * Stores a message with its receipt in one transaction, conditional on no receipt under the key. Answers
 * the stored message and whether this try wrote it (false: an earlier or concurrent try of the same key did).
 */
export async function storeUnderKey(room: ChatRoomItem, input: NewMessage, clientMessageId: string): Promise<{ item: ChatMessageItem; created: boolean } | undefined> {
  const item = messageItemOf(room, input);
  const receipt = { companyId: room.companyId, roomId: room.id, clientMessageId, messageId: input.id };
  const { canceled } = await createWriteTransaction(
    { messages: chatMessageEntity(), receipts: chatSendReceiptEntity() },
    ({ messages, receipts }) => [messages.create(item).commit(), receipts.create(receipt).commit()],
  ).go();
  if (!canceled) return { item: item as ChatMessageItem, created: true };
  for (const pause of [0, ...SETTLE_MS]) {
    if (pause > 0) await new Promise((resolve) => setTimeout(resolve, pause));
    const found = await sentUnderKey(room, clientMessageId);
    if (found) return { item: found, created: false };
  }
  return undefined;
}
