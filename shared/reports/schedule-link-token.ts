/**
 * A scheduled report's e-mailed link token: `frl.<companyId>.<linkId>.<secret>`, built as schedule links
 * are: the company and link are read from it (one get finds the stored link), only the secret's hash is kept.
 */
export const REPORT_LINK_PREFIX = 'frl';

const COMPANY = /^[A-Za-z0-9_-]{1,64}$/;
const LINK_ID = /^[a-z0-9]{8,32}$/;
const SECRET = /^[A-Za-z0-9_-]{32,128}$/;

export interface ReportLinkParts { companyId: string; linkId: string; secret: string }

export function formatReportLink(parts: ReportLinkParts): string {
  return `${REPORT_LINK_PREFIX}.${parts.companyId}.${parts.linkId}.${parts.secret}`;
}

export function parseReportLink(token: string): ReportLinkParts | undefined {
  if (token.length > 300) return undefined;
  const [prefix, companyId, linkId, secret, ...rest] = token.trim().split('.');
  if (prefix !== REPORT_LINK_PREFIX || rest.length > 0 || !companyId || !linkId || !secret) return undefined;
  if (!COMPANY.test(companyId) || !LINK_ID.test(linkId) || !SECRET.test(secret)) return undefined;
  return { companyId, linkId, secret };
}
