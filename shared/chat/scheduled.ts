import { isValidYmd } from '#shared/dates/calendar-day';
import { wallClock, wallClockToEpochMs } from '#shared/telematics/local-day';

/**
 * Scheduled broadcasts (spec §4): unsent ones are editable, sent ones read-only. A message counts as
 * sent if `sent` is true, or it has a `sentAt`, or anybody acknowledged it.
 */
export function isScheduledSent(m: { sent?: boolean | null; sentAt?: string | null; likes?: readonly string[] | null }): boolean {
  return m.sent === true || Boolean(m.sentAt) || (m.likes?.length ?? 0) > 0;
}

/**
 * Acknowledgement completion: distinct likes over the message's roomMembers (else the room's members),
 * as a rounded percent. Capped at 100 for likes of people who have since left the room.
 */
export function acknowledgementPercent(likes: readonly string[] | null | undefined, roomMembers: readonly string[] | null | undefined, roomFallback: readonly string[] = []): number {
  const members = roomMembers && roomMembers.length > 0 ? roomMembers : roomFallback;
  if (members.length === 0) return 0;
  const distinct = new Set(likes ?? []).size;
  return Math.min(100, Math.round((distinct / members.length) * 100));
}

export const BROADCAST_TEXT_REQUIRED = 'Required.';
export const INVALID_MESSAGE_TIME = 'Invalid message time';
export const DEFAULT_BROADCAST_TIME = '12:00';

/**
 * YYYY-MM-DD and HH:mm of an instant in the company's zone, as the broadcast dialog's day and time hold
 * them: a broadcast's day is the company's, wherever its sender's computer is.
 */
export function companyDayAndTime(at: Date | number, timeZone: string): { scheduledDay: string; scheduledTime: string } {
  const part = wallClock(typeof at === 'number' ? at : at.getTime(), timeZone);
  const pad = (n: number | undefined, width = 2) => String(n).padStart(width, '0');
  return { scheduledDay: `${pad(part.year, 4)}-${pad(part.month)}-${pad(part.day)}`, scheduledTime: `${pad(part.hour)}:${pad(part.minute)}` };
}

/**
 * The instant of a picked day and time in the company's zone, or null when either is missing or not a
 * real date (the caller then says "Invalid message time").
 */
export function scheduledInstant(scheduledDay: string | null | undefined, scheduledTime: string | null | undefined, timeZone: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(scheduledDay ?? '');
  const time = /^(\d{2}):(\d{2})$/.exec(scheduledTime ?? '');
  if (!day || !time) return null;
  const [y, mo, d, h, mi] = [day[1], day[2], day[3], time[1], time[2]].map(Number) as [number, number, number, number, number];
  if (h > 23 || mi > 59 || !isValidYmd(y, mo, d)) return null;
  return new Date(wallClockToEpochMs(y, mo, d, h, mi, 0, timeZone));
}

/** The broadcast day's minimum: the company's today (§5.2). */
export function isBeforeToday(scheduledDay: string, companyToday: string): boolean {
  return scheduledDay < companyToday;
}
