import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { feedKeyEntity, type FeedKeyItem } from '#lambdas/data/entities/feed-key';
import type { CreatedFeedKey, FeedKeyView } from '#shared/telematics/api';
import { formatFeedKey, parseFeedKey } from '#shared/telematics/feed-key-format';
import { NotFoundError } from '#lambdas/http/errors';

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
  if (existing.data.revokedAt) return keyView(existing.data);
  const revokedAt = new Date().toISOString();
  await feedKeyEntity().patch({ companyId, keyId }).set({ revokedAt, revokedBy: by }).go();
  return keyView({ ...existing.data, revokedAt, revokedBy: by });
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
  if (!data || !same || data.revokedAt) return undefined;
  // "Last used" to the minute: one write a minute at most, not one per batch.
  if (!data.lastUsedAt || now - Date.parse(data.lastUsedAt) > USED_EVERY_MS) {
    await feedKeyEntity().patch({ companyId: parts.companyId, keyId: parts.keyId }).set({ lastUsedAt: new Date(now).toISOString() }).go();
  }
  return parts.companyId;
}
