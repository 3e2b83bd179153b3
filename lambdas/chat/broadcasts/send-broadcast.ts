import { chatRoomEntity } from '#lambdas/data/entities/chat-room';
import { pendingAcknowledgementEntity } from '#lambdas/data/entities/pending-acknowledgement';
import { scheduledMessageEntity } from '#lambdas/data/entities/scheduled-message';
import { sendBroadcastAlerts } from '#lambdas/alerts/broadcast-alerts';
import { logger } from '#lambdas/http/logger';
import type { BroadcastTarget } from './broadcast-schedule.ts';
import { isConditionalFailure } from '#lambdas/chat/conditional';
import { pushToUsers } from '#lambdas/chat/messages/fan-out';
import { timeKey } from '#lambdas/chat/ids';
import { announceMessage, storeMessage } from '#lambdas/chat/messages/post-message';
import { scheduledView } from './scheduled-view.ts';
import { companyNameOf } from '#lambdas/chat/messages/sender';
import { batchPut } from '#lambdas/data/batch';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

export type SendResult = { outcome: 'sent'; messageId: string } | { outcome: 'skipped'; reason: string };

/**
 * Target of a broadcast's one-time schedule: stores the scheduled message in its room as a broadcast,
 * queues the acknowledgement for every recipient, marks it sent, then announces it live and sends the
 * alerts it asked for. Safe to run twice (the Scheduler retries): the posted copy has an id derived
 * from the broadcast, and only the run that flips `sent` announces and alerts.
 */
export const handler = observedTask(async (event: BroadcastTarget): Promise<SendResult> => {
  assertEnvironmentOf('chat/broadcasts/send-broadcast');
  const { companyId, roomId, scheduledId } = event;
  const key = { companyId, roomId, id: scheduledId };
  const { data: scheduled } = await scheduledMessageEntity().get(key).go();
  if (!scheduled) return { outcome: 'skipped', reason: 'deleted' };
  if (scheduled.sent) return { outcome: 'skipped', reason: 'already sent' };
  const { data: room } = await chatRoomEntity().get({ companyId, id: roomId }).go();
  if (!room) return { outcome: 'skipped', reason: 'room deleted' };

  const sentAt = new Date();
  const messageId = `${timeKey(Date.parse(scheduled.scheduledFor))}b${scheduledId}`;
  const recipients = room.members.filter((m) => m !== scheduled.senderId);
  const companyName = await companyNameOf(companyId);
  const stored = await storeMessage(room, {
    id: messageId,
    text: scheduled.text,
    senderId: scheduled.senderId,
    senderName: scheduled.senderName ?? '',
    companyName,
    messageTime: sentAt.toISOString(),
    isBroadcast: true,
    scheduledId,
    ...(scheduled.attachmentStoragePath && scheduled.mediaType ? { attachmentStoragePath: scheduled.attachmentStoragePath, mediaType: scheduled.mediaType } : {}),
  });

  // Queued before the message is announced, so whoever gets it live also finds it waiting for him; a retry
  // does not queue it again for those who already acknowledged.
  const waiting = recipients.filter((userId) => !(stored.likes ?? []).includes(userId));
  if (scheduled.responseRequired !== false && waiting.length > 0) {
    await batchPut(
      pendingAcknowledgementEntity(),
      waiting.map((userId) => ({ companyId, userId, roomId, messageId, scheduledId })),
    );
  }
  let marked;
  try {
    marked = (
      await scheduledMessageEntity()
        .patch(key)
        .set({ sent: true, sentAt: sentAt.toISOString(), messageId, roomMembers: recipients })
        .where(({ sent }, { eq }) => eq(sent, false))
        .go({ response: 'all_new' })
    ).data;
  } catch (error) {
    if (isConditionalFailure(error)) return { outcome: 'skipped', reason: 'already sent' };
    throw error;
  }
  const message = await announceMessage(room, stored);
  await pushToUsers(companyId, [scheduled.senderId], { type: 'scheduled', roomId, scheduled: await scheduledView(marked) });
  if (scheduled.highAlert) {
    await sendBroadcastAlerts({
      companyId,
      companyName,
      roomId,
      roomName: room.name,
      scheduledId,
      senderName: message.senderName,
      text: scheduled.text,
      recipients,
    });
  }
  logger.info('Broadcast sent', { scheduledId, recipients: recipients.length });
  return { outcome: 'sent', messageId };
});
