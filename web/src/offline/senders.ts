import { sendQueuedAck } from './actions/broadcast-ack-action.ts';
import { sendQueuedChat } from './actions/chat-send-action.ts';
import { sendQueuedForm } from './actions/form-submit-action.ts';
import { sendQueuedPunch } from './actions/punch-action.ts';
import type { OutboxKind, OutboxSender } from './outbox-record.ts';

/** How each kind of kept action reaches the server. */
export const outboxSenders: Record<OutboxKind, OutboxSender> = {
  'punch': sendQueuedPunch,
  'form-submit': sendQueuedForm,
  'broadcast-ack': sendQueuedAck,
  'chat-message': sendQueuedChat,
};
