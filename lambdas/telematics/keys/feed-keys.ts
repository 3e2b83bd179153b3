import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { feedKeyEntity, type FeedKeyItem } from '#lambdas/data/entities/feed-key';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import type { CreatedFeedKey, FeedKeyView } from '#shared/telematics/api';
import { formatFeedKey, parseFeedKey } from '#shared/telematics/feed-key-format';
import { ConflictError, NotFoundError } from '#lambdas/http/errors';
import { feedKeyStatus, ROTATION_GRACE_MS } from '#shared/company/feed-key-rotation';

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function keyView(k: FeedKeyItem): FeedKeyView {
  return { keyId: k.keyId, label: k.label ?? '', createdAt: k.createdAt, createdBy: k.createdBy ?? '', lastUsedAt: k.lastUsedAt ?? null, revokedAt: k.revokedAt ?? null };
}

export async function listFeedKeys(companyId: string): Promise<FeedKeyView[]> {
  const { data } = await feedKeyEntity().query.byKeyId({ companyId }).go({ pages: 'all' });
  return data.map(keyView).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A new key; `secret` may be given only by the seed (the demo simulator must know it without reading the table). */
export async function createFeedKey(companyId: string, o: { label: string; createdBy: string; secret?: string; keyId?: string }): Promise<CreatedFeedKey> {
  const keyId = o.keyId ?? randomBytes(8).toString('hex');
  const secret = o.secret ?? randomBytes(32).toString('base64url');
  const item = await feedKeyEntity()
    .put({ companyId, keyId, label: o.label, secretHash: hashSecret(secret), createdAt: new Date().toISOString(), createdBy: o.createdBy })
    .go();
  return { ...keyView(item.data as FeedKeyItem), key: formatFeedKey({ companyId, keyId, secret }) };
}

export async function revokeFeedKey(companyId: string, keyId: string, by: string): Promise<FeedKeyView> {
  const existing = await feedKeyEntity().get({ companyId, keyId }).go();
  if (!existing.data) throw new NotFoundError('No such feed key.');
  // A rotated key still in its grace can be revoked at once; a revoked one stays as it is.
  if (feedKeyStatus(existing.data.revokedAt) === 'revoked') return keyView(existing.data);
  const revokedAt = new Date().toISOString();
  await feedKeyEntity().patch({ companyId, keyId }).set({ revokedAt, revokedBy: by }).go();
  return keyView({ ...existing.data, revokedAt, revokedBy: by });
}

/**
 * Rotation: a new key, and the old one ends `ROTATION_GRACE_MS` from now (until then both are accepted).
 * Only a key without an end date rotates; the old key's end is set only if nobody changed it meanwhile.
 */
export async function rotateFeedKey(companyId: string, keyId: string, o: { label?: string; by: string }, now = Date.now()): Promise<{ created: CreatedFeedKey; retired: FeedKeyView }> {
  const existing = await feedKeyEntity().get({ companyId, keyId }).go();
  if (!existing.data) throw new NotFoundError('No such feed key.');
  if (existing.data.revokedAt) throw new ConflictError('This key is already revoked or being replaced: issue a new key instead.');
  const revokedAt = new Date(now + ROTATION_GRACE_MS).toISOString();
  try {
    await feedKeyEntity().patch({ companyId, keyId }).set({ revokedAt, revokedBy: o.by }).where(({ revokedAt: r }, { notExists }) => notExists(r)).go();
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError('This key was revoked or replaced meanwhile.');
    throw error;
  }
  let created: CreatedFeedKey;
  try {
    created = await createFeedKey(companyId, { label: o.label ?? existing.data.label ?? '', createdBy: o.by });
  } catch (error) {
    // Without its successor the old key must not run out: it is put back as it was, and the rotation can be tried again.
    await feedKeyEntity().patch({ companyId, keyId }).remove(['revokedAt', 'revokedBy']).where(({ revokedAt: r }, { eq }) => eq(r, revokedAt)).go().catch(() => undefined);
    throw error;
  }
  return { created, retired: keyView({ ...existing.data, revokedAt, revokedBy: o.by }) };
}

const USED_EVERY_MS = 60_000;

/** The company of a valid, unrevoked key, or undefined; the secret is compared in constant time. */
export async function companyOfFeedKey(key: string | undefined, now = Date.now()): Promise<string | undefined> {
  const parts = key ? parseFeedKey(key) : undefined;
  if (!parts) return undefined;
  const { data } = await feedKeyEntity().get({ companyId: parts.companyId, keyId: parts.keyId }).go();
  const offered = Buffer.from(hashSecret(parts.secret), 'hex');
  const stored = Buffer.from(data?.secretHash ?? '0'.repeat(64), 'hex');
  const same = stored.length === offered.length && timingSafeEqual(stored, offered);
  // A rotated key works until its end (the grace); a revoked one ended at once.
  if (!data || !same || feedKeyStatus(data.revokedAt, now) === 'revoked') return undefined;
  // "Last used" to the minute: one write a minute at most, not one per batch.
  if (!data.lastUsedAt || now - Date.parse(data.lastUsedAt) > USED_EVERY_MS) {
    await feedKeyEntity().patch({ companyId: parts.companyId, keyId: parts.keyId }).set({ lastUsedAt: new Date(now).toISOString() }).go();
  }
  return parts.companyId;
}
