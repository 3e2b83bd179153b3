import * as z from 'zod';
import { BROADCAST_TEXT_REQUIRED, INVALID_MESSAGE_TIME } from '#shared/chat/scheduled';
import { ValidationError } from '#lambdas/http/errors';
import { mediaSchema } from '#lambdas/chat/messages/send-message';

/** The broadcast dialog's fields; `scheduledFor` is the instant the browser made of its local day and time. */
export const scheduledFields = {
  text: z.string().max(4000),
  scheduledDay: z.string().max(10, 'Set Day').regex(/^\d{4}-\d{2}-\d{2}$/, 'Set Day'),
  scheduledTime: z.string().max(5, 'Set Time').regex(/^\d{2}:\d{2}$/, 'Set Time'),
  scheduledFor: z.string().max(40).optional(),
  highAlert: z.boolean().optional(),
  ...mediaSchema,
};

/** A past instant is refused: the day picker's minimum is today and a broadcast cannot go back in time. */
const PAST_TOLERANCE_MS = 60_000;

/** The text (required, "Required.") and the send instant ("Invalid message time") of a broadcast. */
export function readBroadcast(body: { text: string; scheduledFor?: string | undefined }, now: number = Date.now()): { text: string; at: Date } {
  const text = body.text.trim();
  if (!text) throw new ValidationError(BROADCAST_TEXT_REQUIRED, { text: BROADCAST_TEXT_REQUIRED });
  const at = body.scheduledFor ? new Date(body.scheduledFor) : null;
  if (!at || Number.isNaN(at.getTime()) || at.getTime() < now - PAST_TOLERANCE_MS) {
    throw new ValidationError(INVALID_MESSAGE_TIME, { scheduledFor: INVALID_MESSAGE_TIME });
  }
  return { text, at };
}
