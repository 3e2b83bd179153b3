/**
 * The key a telematics provider holds: `fdk.<companyId>.<keyId>.<secret>`. The company and key id are
 * read from it (so ingestion finds the stored key with one get); only the secret's hash is stored.
 */
export const FEED_KEY_PREFIX = 'fdk';

const COMPANY = /^[A-Za-z0-9_-]{1,64}$/;
const KEY_ID = /^[a-z0-9]{8,32}$/;
const SECRET = /^[A-Za-z0-9_-]{32,128}$/;

export interface FeedKeyParts { companyId: string; keyId: string; secret: string }

export function formatFeedKey(parts: FeedKeyParts): string {
  return `${FEED_KEY_PREFIX}.${parts.companyId}.${parts.keyId}.${parts.secret}`;
}

/** The parts of a well-formed key, or undefined (a malformed key is refused like a wrong one). */
export function parseFeedKey(key: string): FeedKeyParts | undefined {
  if (key.length > 300) return undefined;
  const [prefix, companyId, keyId, secret, ...rest] = key.trim().split('.');
  if (prefix !== FEED_KEY_PREFIX || rest.length > 0 || !companyId || !keyId || !secret) return undefined;
  if (!COMPANY.test(companyId) || !KEY_ID.test(keyId) || !SECRET.test(secret)) return undefined;
  return { companyId, keyId, secret };
}

/** The key from `Authorization: Bearer fdk…` or `x-api-key: fdk…`. */
export function feedKeyFromHeaders(headers: Record<string, string | undefined>): string | undefined {
  const auth = headers.authorization ?? headers.Authorization;
  const bearer = auth && /^Bearer\s+(\S+)$/i.exec(auth.trim());
  if (bearer) return bearer[1];
  const apiKey = headers['x-api-key'] ?? headers['X-Api-Key'];
  return apiKey?.trim() || undefined;
}
