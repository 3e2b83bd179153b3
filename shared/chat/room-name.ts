/** `MM/DD/YYYY`, the product's date format (§9). */
export function usDate(date: Date): string {
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getFullYear()}`;
}

/**
 * §5.2 default room name from the chosen members (the creator excluded): one gives that member's
 * name, two give "A & B", more give "Group Chat - {date}".
 */
export function defaultRoomName(memberNames: readonly string[], today: Date = new Date()): string {
  if (memberNames.length === 1) return memberNames[0]!;
  if (memberNames.length === 2) return `${memberNames[0]} & ${memberNames[1]}`;
  return `Group Chat - ${usDate(today)}`;
}

export const ROOM_NAME_REQUIRED = 'This field is required.';

/** A name the room may carry: trimmed, not blank (§5.2), else null. */
export function validRoomName(name: string | null | undefined): string | null {
  const trimmed = (name ?? '').trim();
  return trimmed.length > 0 ? trimmed : null;
}
