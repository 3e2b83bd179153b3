import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { REPORT_LINK_HEADER } from '#shared/reports/schedule-api';
import { formatReportLink, parseReportLink } from '#shared/reports/schedule-link-token';
import { reportLinkEntity, type ReportLinkItem } from '#lambdas/data/entities/report-link';
import { UnauthenticatedError } from '#lambdas/http/errors';

export const REPORT_LINK_REFUSED = 'This report link is not valid or has expired. Ask the office to send the report again.';
export const REPORT_LINK_DAYS = 7;

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export interface ReportLinkTarget {
  companyId: string;
  scheduleId: string;
  reportName: string;
  from: string;
  to: string;
  fileKey: string;
  fileName: string;
}

/** A new link to a stored report file, good for seven days; the token is answered this once only. */
export async function createReportLink(target: ReportLinkTarget, now = Date.now()): Promise<{ token: string; expiresAt: string }> {
  const linkId = randomBytes(8).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const linkExpiresAt = new Date(now + REPORT_LINK_DAYS * 86_400_000).toISOString();
  await reportLinkEntity()
    .create({ ...target, linkId, secretHash: hashSecret(secret), linkExpiresAt, createdAt: new Date(now).toISOString() })
    .go();
  return { token: formatReportLink({ companyId: target.companyId, linkId, secret }), expiresAt: linkExpiresAt };
}

/**
 * The live link a request carries in its `x-report-link` header, secret compared in constant time. A
 * missing, malformed, forged or expired token is 401 with one plain message.
 */
export async function reportLinkOfRequest(headers: Record<string, string | undefined> | undefined, now = Date.now()): Promise<ReportLinkItem> {
  const token = headers?.[REPORT_LINK_HEADER] ?? headers?.['X-Report-Link'];
  const parts = token ? parseReportLink(token) : undefined;
  if (!parts) throw new UnauthenticatedError(REPORT_LINK_REFUSED);
  const { data } = await reportLinkEntity().get({ companyId: parts.companyId, linkId: parts.linkId }).go();
  const offered = Buffer.from(hashSecret(parts.secret), 'hex');
  const stored = Buffer.from(data?.secretHash ?? '0'.repeat(64), 'hex');
  const same = stored.length === offered.length && timingSafeEqual(stored, offered);
  if (!data || !same || !(Date.parse(data.linkExpiresAt) > now)) throw new UnauthenticatedError(REPORT_LINK_REFUSED);
  return data;
}
