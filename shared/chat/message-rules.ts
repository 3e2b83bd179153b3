/** §5.2: a message needs non-empty trimmed text or attached media. */
export function hasContent(m: { text?: string | null; attachmentStoragePath?: string | null }): boolean {
  return (m.text ?? '').trim().length > 0 || Boolean(m.attachmentStoragePath);
}

export const UNKNOWN_SENDER = 'Unknown Sender';

export function senderLabel(senderName: string | null | undefined): string {
  const name = (senderName ?? '').trim();
  return name.length > 0 ? name : UNKNOWN_SENDER;
}

/** Messages per page, newest first (§9). */
export const MESSAGE_PAGE_SIZE = 50;
/** Scheduled messages per page (§9). */
export const SCHEDULED_PAGE_SIZE = 100;
