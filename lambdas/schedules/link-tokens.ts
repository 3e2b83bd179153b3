import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SCHEDULE_LINK_HEADER, type CreatedScheduleLink, type ScheduleLinkState } from '#shared/schedules/api';
import { formatScheduleLink, parseScheduleLink } from '#shared/schedules/link-token';
import { scheduleLinkEntity, type ScheduleLinkItem } from '#lambdas/data/entities/schedule-link';
import { UnauthenticatedError } from '#lambdas/http/errors';

export const SCHEDULE_LINK_REFUSED = 'This schedule link is not valid: it has expired or was withdrawn. Ask the office for a new one.';

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A link opens its driver's schedule until it is withdrawn or its expiry time comes. */
export function scheduleLinkState(link: Pick<ScheduleLinkItem, 'revokedAt' | 'expiresAt'>, now = Date.now()): ScheduleLinkState {
  if (link.revokedAt) return 'revoked';
  return Date.parse(link.expiresAt) > now ? 'live' : 'expired';
}

export async function createScheduleLink(companyId: string, DriverID: string, expiresInDays: number, createdBy: string, now = Date.now()): Promise<CreatedScheduleLink> {
  const linkId = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + expiresInDays * 86_400_000).toISOString();
  await scheduleLinkEntity()
    .create({ companyId, linkId, category: DriverID, secretHash: hashSecret(secret), expiresAt, createdAt: new Date(now).toISOString(), createdBy })
    .go();
  return { token: formatScheduleLink({ companyId, linkId, secret }), linkId, DriverID, expiresAt };
}

/**
 * The live link a request carries in its `x-schedule-link` header, secret compared in constant time and
 * read from the table on every request (a withdrawal holds at once). A missing, malformed, wrong,
 * withdrawn or expired token is 401 with one plain message.
 */
export async function scheduleLinkOfRequest(headers: Record<string, string | undefined> | undefined, now = Date.now()): Promise<ScheduleLinkItem> {
  const token = headers?.[SCHEDULE_LINK_HEADER] ?? headers?.['X-Schedule-Link'];
  const parts = token ? parseScheduleLink(token) : undefined;
  if (!parts) throw new UnauthenticatedError(SCHEDULE_LINK_REFUSED);
  const { data } = await scheduleLinkEntity().get({ companyId: parts.companyId, linkId: parts.linkId }).go();
  const offered = Buffer.from(hashSecret(parts.secret), 'hex');
  const stored = Buffer.from(data?.secretHash ?? '0'.repeat(64), 'hex');
  const same = stored.length === offered.length && timingSafeEqual(stored, offered);
  if (!data || !same || scheduleLinkState(data, now) !== 'live') throw new UnauthenticatedError(SCHEDULE_LINK_REFUSED);
  return data;
}
