import type { ChatMessage, MediaType } from '#shared/chat/types';
import { chatMessageEntity, type ChatMessageItem } from '#lambdas/data/entities/chat-message';
import { chatRoomEntity, type ChatRoomItem } from '#lambdas/data/entities/chat-room';
import { isConditionalFailure } from '#lambdas/chat/conditional';
import { audienceOf, pushToAudience, type Audience } from './fan-out.ts';
import { latestOf, messageView } from './message-view.ts';
import { pushUnreadCounts } from '#lambdas/chat/rooms/unread-counts';

export interface NewMessage {
  id: string;
  text: string;
  senderId: string;
  senderName: string;
  companyName: string;
  messageTime: string;
  mediaType?: MediaType;
  attachmentStoragePath?: string;
  isBroadcast?: boolean;
  scheduledId?: string;
}

/** Moves the room's preview to `message` unless a newer one got there first. */
export async function advanceLatest(room: ChatRoomItem, message: ChatMessageItem): Promise<void> {
  try {
    await chatRoomEntity()
      .patch({ companyId: room.companyId, id: room.id })
      .set({ latestMessage: latestOf(message), latestMessageId: message.id })
      .where(({ latestMessageId }, { notExists, lt }) => `${notExists(latestMessageId)} OR ${lt(latestMessageId, message.id)}`)
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/** The stored item of a new message in the room. */
export function messageItemOf(room: ChatRoomItem, input: NewMessage) {
  return {
    companyId: room.companyId,
    roomId: room.id,
    id: input.id,
    text: input.text,
    senderId: input.senderId,
    senderName: input.senderName,
    companyName: input.companyName,
    messageTime: input.messageTime,
    isBroadcast: input.isBroadcast ?? false,
    ...(input.mediaType ? { mediaType: input.mediaType } : {}),
    ...(input.attachmentStoragePath ? { attachmentStoragePath: input.attachmentStoragePath } : {}),
    ...(input.scheduledId ? { scheduledId: input.scheduledId } : {}),
  };
}

/** Stores a message in the room; idempotent for a given id (a retry gets the stored one back). */
export async function storeMessage(room: ChatRoomItem, input: NewMessage): Promise<ChatMessageItem> {
  const messages = chatMessageEntity();
  let item: ChatMessageItem;
  try {
    item = (await messages.create(messageItemOf(room, input)).go()).data;
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
    const { data } = await messages.get({ companyId: room.companyId, roomId: room.id, id: input.id }).go();
    if (!data) throw error;
    item = data;
  }
  return item;
}

/**
 * Moves the room's preview to a stored message and pushes it to every member's open connections (the
 * sender's too, so his other devices see it; clients drop an id they already have), then each member's
 * unread count in the room. The counts are read once the message is out, not before: their reads
 * would compete with storing and sending the message, and the message is what members wait for.
 */
export async function announceMessage(room: ChatRoomItem, item: ChatMessageItem, audience: Audience = audienceOf(room.companyId, room.members)): Promise<ChatMessage> {
  const view = await messageView(item);
  const event = { type: 'message', roomId: room.id, message: view, latestMessage: latestOf(item) } as const;
  // Members hear of the message while the room's preview moves; neither waits for the other.
  await Promise.all([advanceLatest(room, item), pushToAudience(audience, event).then(() => pushUnreadCounts(room, item.id, item, audience))]);
  return view;
}

/** Stores and announces: what sending a message is. Where the members are connected is read meanwhile. */
export async function postMessage(room: ChatRoomItem, input: NewMessage): Promise<ChatMessage> {
  const audience = audienceOf(room.companyId, room.members);
  // The read must not become an unhandled rejection if storing fails first.
  audience.connections.catch(() => undefined);
  return announceMessage(room, await storeMessage(room, input), audience);
}
