import * as z from 'zod';
import { isScheduledSent } from '#shared/chat/scheduled';
import { scheduledMessageEntity, type ScheduledMessageItem } from '#lambdas/data/entities/scheduled-message';
import { ConflictError, ForbiddenError, NotFoundError } from '#lambdas/http/errors';

export const scheduledParams = z.object({ roomId: z.string().min(1).max(64), scheduledId: z.string().min(1).max(64) });

export const ALREADY_SENT = 'This broadcast was already sent and can no longer be changed.';

/** A broadcast its sender may still change: his own and not sent yet (sent ones are read-only, §4). */
export async function ownUnsentBroadcast(companyId: string, roomId: string, scheduledId: string, userId: string): Promise<ScheduledMessageItem> {
  const { data } = await scheduledMessageEntity().get({ companyId, roomId, id: scheduledId }).go();
  if (!data) throw new NotFoundError('Scheduled message not found.');
  if (data.senderId !== userId) throw new ForbiddenError();
  if (isScheduledSent(data)) throw new ConflictError(ALREADY_SENT);
  return data;
}
