import type { LatestMessage } from './types.ts';

/** §9: the room list shows the latest message cut to this many characters. */
export const PREVIEW_LENGTH = 50;

export function messagePreview(text: string | null | undefined): string {
  const whole = text ?? '';
  return whole.length > PREVIEW_LENGTH ? whole.slice(0, PREVIEW_LENGTH) : whole;
}

/** §2.4: newest latest message first; rooms without messages last (by name, so the order is stable). */
export function sortRoomsByLatest<R extends { name: string; latestMessage?: LatestMessage | null }>(rooms: readonly R[]): R[] {
  const time = (r: R) => (r.latestMessage ? Date.parse(r.latestMessage.messageTime) : Number.NEGATIVE_INFINITY);
  return [...rooms].sort((a, b) => {
    const ta = time(a);
    const tb = time(b);
    if (ta !== tb) return tb > ta ? 1 : -1;
    return a.name.localeCompare(b.name);
  });
}
