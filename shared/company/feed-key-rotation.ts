import * as z from 'zod';

/** How long a rotated feed key keeps working, so the provider can switch to the new one. */
export const ROTATION_GRACE_MS = 24 * 60 * 60 * 1000;

/** `POST /telematics/keys/{keyId}/rotation`: an explicit confirmation, and the new key's label (default: the old one's). */
export const rotateKeyBody = z.strictObject({
  confirm: z.literal(true, { error: 'confirm must be true.' }),
  label: z.string({ error: 'label must be text.' }).trim().max(60, 'label is at most 60 characters.').optional(),
});

/** `active`: no end date; `retiring`: rotated, still accepted until `revokedAt`; `revoked`: refused. */
export type FeedKeyStatus = 'active' | 'retiring' | 'revoked';

export function feedKeyStatus(revokedAt: string | null | undefined, now = Date.now()): FeedKeyStatus {
  if (!revokedAt) return 'active';
  return Date.parse(revokedAt) > now ? 'retiring' : 'revoked';
}
