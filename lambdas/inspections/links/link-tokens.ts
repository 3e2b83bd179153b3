import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CreatedInspectionLink, InspectionLinkView } from '#shared/forms/fill-api';
import { LINK_HEADER, formatLinkToken, parseLinkToken } from '#shared/forms/link-token';
import { inspectionLinkEntity, type InspectionLinkItem } from '#lambdas/data/entities/inspection-link';
import { NotFoundError, UnauthenticatedError } from '#lambdas/http/errors';

export const LINK_REFUSED = 'This inspection link is not valid: it has expired or was withdrawn. Ask the office for a new one.';

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A link opens its tractor's inspection until it is withdrawn or its expiry time comes. */
export function linkState(l: Pick<InspectionLinkItem, 'revokedAt' | 'expiresAt'>, now = Date.now()): InspectionLinkView['state'] {
  return l.revokedAt ? 'revoked' : !(Date.parse(l.expiresAt) > now) ? 'expired' : 'live';
}

export function linkView(l: InspectionLinkItem, now = Date.now()): InspectionLinkView {
  const state = linkState(l, now);
  return { linkId: l.linkId, VehicleID: l.VehicleID, createdAt: l.createdAt, createdBy: l.createdBy, expiresAt: l.expiresAt, revokedAt: l.revokedAt ?? null, lastUsedAt: l.lastUsedAt ?? null, state };
}

export async function createLink(companyId: string, VehicleID: string, expiresInDays: number, createdBy: string): Promise<CreatedInspectionLink> {
  const linkId = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const now = Date.now();
  const { data } = await inspectionLinkEntity()
    .create({
      companyId, linkId, VehicleID, secretHash: hashSecret(secret), createdAt: new Date(now).toISOString(), createdBy,
      expiresAt: new Date(now + expiresInDays * 86_400_000).toISOString(),
    })
    .go();
  return { ...linkView(data as InspectionLinkItem, now), token: formatLinkToken({ companyId, linkId, secret }) };
}

export async function listLinks(companyId: string): Promise<InspectionLinkView[]> {
  const { data } = await inspectionLinkEntity().query.byLinkId({ companyId }).go({ pages: 'all' });
  return data.map((l) => linkView(l)).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export async function revokeLink(companyId: string, linkId: string, by: string): Promise<InspectionLinkView> {
  const { data } = await inspectionLinkEntity().get({ companyId, linkId }).go();
  if (!data) throw new NotFoundError('No such inspection link.');
  if (data.revokedAt) return linkView(data);
  const revokedAt = new Date().toISOString();
  await inspectionLinkEntity().patch({ companyId, linkId }).set({ revokedAt, revokedBy: by }).go();
  return linkView({ ...data, revokedAt, revokedBy: by });
}

const USED_EVERY_MS = 60_000;

/**
 * The live link a request carries in its `x-inspection-link` header (never a query string: it would
 * land in logs), secret compared in constant time. A missing, malformed, wrong, revoked or expired
 * token is 401 with one plain message, whatever else the request carries (a staff token opens nothing here).
 */
export async function linkOfRequest(headers: Record<string, string | undefined> | undefined, now = Date.now()): Promise<InspectionLinkItem> {
  const token = headers?.[LINK_HEADER] ?? headers?.['X-Inspection-Link'];
  const parts = token ? parseLinkToken(token) : undefined;
  if (!parts) throw new UnauthenticatedError(LINK_REFUSED);
  const { data } = await inspectionLinkEntity().get({ companyId: parts.companyId, linkId: parts.linkId }).go();
  const offered = Buffer.from(hashSecret(parts.secret), 'hex');
  const stored = Buffer.from(data?.secretHash ?? '0'.repeat(64), 'hex');
  const same = stored.length === offered.length && timingSafeEqual(stored, offered);
  if (!data || !same || linkState(data, now) !== 'live') throw new UnauthenticatedError(LINK_REFUSED);
  if (!data.lastUsedAt || now - Date.parse(data.lastUsedAt) > USED_EVERY_MS) {
    await inspectionLinkEntity().patch({ companyId: data.companyId, linkId: data.linkId }).set({ lastUsedAt: new Date(now).toISOString() }).go();
  }
  return data;
}
