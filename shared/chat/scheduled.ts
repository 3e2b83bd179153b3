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

/** YYYY-MM-DD and HH:mm of a local date, as the broadcast dialog's day and time pickers hold them. */
export function localDayAndTime(date: Date): { scheduledDay: string; scheduledTime: string } {
  const p = (n: number) => String(n).padStart(2, '0');
  return {
    scheduledDay: `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}`,
    scheduledTime: `${p(date.getHours())}:${p(date.getMinutes())}`,
  };
}

/**
 * The instant of a picked local day and time, or null when either is missing or not a real date
 * (the caller then says "Invalid message time").
 */
export function scheduledInstant(scheduledDay: string | null | undefined, scheduledTime: string | null | undefined): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(scheduledDay ?? '');
  const time = /^(\d{2}):(\d{2})$/.exec(scheduledTime ?? '');
  if (!day || !time) return null;
  const [y, mo, d, h, mi] = [day[1], day[2], day[3], time[1], time[2]].map(Number) as [number, number, number, number, number];
  if (h > 23 || mi > 59) return null;
  const at = new Date(y, mo - 1, d, h, mi, 0, 0);
  if (at.getFullYear() !== y || at.getMonth() !== mo - 1 || at.getDate() !== d) return null;
  return at;
}

/** The broadcast date picker's minimum: today (§5.2). */
export function isBeforeToday(scheduledDay: string, now: Date = new Date()): boolean {
  return scheduledDay < localDayAndTime(now).scheduledDay;
}
