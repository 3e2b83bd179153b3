import * as z from 'zod';
import { BROADCAST_TEXT_REQUIRED, companyDayAndTime, INVALID_MESSAGE_TIME, isBeforeToday, scheduledInstant } from '#shared/chat/scheduled';
import { todayIn } from '#shared/dates/time-zone';
import { ValidationError } from '#lambdas/http/errors';
import { mediaSchema } from '#lambdas/chat/messages/send-message';

/** The broadcast dialog's fields; `scheduledFor` is the instant the browser made of the day and time in the company's zone. */
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

interface BroadcastBody { text: string; scheduledDay: string; scheduledTime: string; scheduledFor?: string | undefined }

/**
 * The text (required, "Required.") and the send instant ("Invalid message time") of a broadcast, with its
 * day and time as the company's zone reads that instant. A day before the company's today is refused, as
 * the dialog's calendar refuses it; without `scheduledFor` the instant is the day and time in that zone.
 */
export function readBroadcast(body: BroadcastBody, timeZone: string, now: number = Date.now()) {
  const text = body.text.trim();
  if (!text) throw new ValidationError(BROADCAST_TEXT_REQUIRED, { text: BROADCAST_TEXT_REQUIRED });
  const at = body.scheduledFor ? new Date(body.scheduledFor) : scheduledInstant(body.scheduledDay, body.scheduledTime, timeZone);
  if (!at || Number.isNaN(at.getTime()) || at.getTime() < now - PAST_TOLERANCE_MS || isBeforeToday(body.scheduledDay, todayIn(timeZone, now))) {
    throw new ValidationError(INVALID_MESSAGE_TIME, { scheduledFor: INVALID_MESSAGE_TIME });
  }
  return { text, at, ...companyDayAndTime(at, timeZone) };
}
