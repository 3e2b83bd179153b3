/**
 * A tractor's inspection link token: `fil.<companyId>.<linkId>.<secret>`, as feed keys are built: the
 * company and link are read from it (one get finds the stored link) and only the secret's hash is kept.
 */
export const LINK_TOKEN_PREFIX = 'fil';
export const LINK_HEADER = 'x-inspection-link';

const COMPANY = /^[A-Za-z0-9_-]{1,64}$/;
const LINK_ID = /^[a-z0-9]{8,32}$/;
const SECRET = /^[A-Za-z0-9_-]{32,128}$/;

export interface LinkTokenParts { companyId: string; linkId: string; secret: string }

export function formatLinkToken(parts: LinkTokenParts): string {
  return `${LINK_TOKEN_PREFIX}.${parts.companyId}.${parts.linkId}.${parts.secret}`;
}

/** The parts of a well-formed token, or undefined (a malformed token is refused like a wrong one). */
export function parseLinkToken(token: string): LinkTokenParts | undefined {
  if (token.length > 300) return undefined;
  const [prefix, companyId, linkId, secret, ...rest] = token.trim().split('.');
  if (prefix !== LINK_TOKEN_PREFIX || rest.length > 0 || !companyId || !linkId || !secret) return undefined;
  if (!COMPANY.test(companyId) || !LINK_ID.test(linkId) || !SECRET.test(secret)) return undefined;
  return { companyId, linkId, secret };
}
