import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { SCHEDULE_LINK_HEADER, type CreatedScheduleLink } from '#shared/schedules/api';
import { formatScheduleLink, parseScheduleLink } from '#shared/schedules/link-token';
import { scheduleLinkEntity, type ScheduleLinkItem } from '#lambdas/data/entities/schedule-link';
import { UnauthenticatedError } from '#lambdas/http/errors';

export const SCHEDULE_LINK_REFUSED = 'This schedule link is not valid: it has expired. Ask the office for a new one.';

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export async function createScheduleLink(companyId: string, DriverID: string, expiresInDays: number, createdBy: string, now = Date.now()): Promise<CreatedScheduleLink> {
  const linkId = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + expiresInDays * 86_400_000).toISOString();
  await scheduleLinkEntity()
    .create({ companyId, linkId, category: DriverID, secretHash: hashSecret(secret), expiresAt, createdAt: new Date(now).toISOString(), createdBy })
    .go();
  return { token: formatScheduleLink({ companyId, linkId, secret }), DriverID, expiresAt };
}

/**
 * The live link a request carries in its `x-schedule-link` header, secret compared in constant time. A
 * missing, malformed, wrong or expired token is 401 with one plain message.
 */
export async function scheduleLinkOfRequest(headers: Record<string, string | undefined> | undefined, now = Date.now()): Promise<ScheduleLinkItem> {
  const token = headers?.[SCHEDULE_LINK_HEADER] ?? headers?.['X-Schedule-Link'];
  const parts = token ? parseScheduleLink(token) : undefined;
  if (!parts) throw new UnauthenticatedError(SCHEDULE_LINK_REFUSED);
  const { data } = await scheduleLinkEntity().get({ companyId: parts.companyId, linkId: parts.linkId }).go();
  const offered = Buffer.from(hashSecret(parts.secret), 'hex');
  const stored = Buffer.from(data?.secretHash ?? '0'.repeat(64), 'hex');
  const same = stored.length === offered.length && timingSafeEqual(stored, offered);
  if (!data || !same || !(Date.parse(data.expiresAt) > now)) throw new UnauthenticatedError(SCHEDULE_LINK_REFUSED);
  return data;
}
