/** Above this many unread messages the badge stops counting (spec §9). */
export const UNREAD_BADGE_CAP = 99;

/** The text of the Chat entry's badge: nothing when all is read, "99+" above the cap. */
export function unreadBadgeText(unreadCount: number | null | undefined): string | null {
  if (typeof unreadCount !== 'number' || !Number.isFinite(unreadCount) || unreadCount < 1) return null;
  const whole = Math.floor(unreadCount);
  return whole > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(whole);
}
