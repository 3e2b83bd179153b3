import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { REPORT_LINK_HEADER } from '#shared/reports/schedule-api';
import { formatReportLink, parseReportLink } from '#shared/reports/schedule-link-token';
import { reportLinkEntity, type ReportLinkItem } from '#lambdas/data/entities/report-link';
import { UnauthenticatedError } from '#lambdas/http/errors';
import { isConditionalFailure } from '#lambdas/payroll/conditional';

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

/** A new link token of the company: the e-mailed text; the link it names is saved by `saveReportLink`. */
export function newReportLinkToken(companyId: string): string {
  return formatReportLink({ companyId, linkId: randomBytes(8).toString('hex'), secret: randomBytes(32).toString('base64url') });
}

/**
 * Saves the link a token names, good for seven days, unless it is saved already (a resumed run saves
 * the same token again): one token, one link.
 */
export async function saveReportLink(target: ReportLinkTarget, token: string, now = Date.now()): Promise<void> {
  const parts = parseReportLink(token);
  if (!parts || parts.companyId !== target.companyId) throw new Error('The report link token is not one of this company');
  try {
    await reportLinkEntity()
      .create({ ...target, linkId: parts.linkId, secretHash: hashSecret(parts.secret), linkExpiresAt: new Date(now + REPORT_LINK_DAYS * 86_400_000).toISOString(), createdAt: new Date(now).toISOString() })
      .go();
  } catch (error) {
    if (!isConditionalFailure(error)) throw error;
  }
}

/** A new link to a stored report file, good for seven days; the token is answered this once only. */
export async function createReportLink(target: ReportLinkTarget, now = Date.now()): Promise<{ token: string; expiresAt: string }> {
  const token = newReportLinkToken(target.companyId);
  await saveReportLink(target, token, now);
  return { token, expiresAt: new Date(now + REPORT_LINK_DAYS * 86_400_000).toISOString() };
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
