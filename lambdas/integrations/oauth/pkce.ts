import { createHash, randomBytes } from 'node:crypto';

/** A request's `state`: 32 random bytes, base64url (43 characters). */
export function newState(): string {
  return randomBytes(32).toString('base64url');
}

/** A PKCE code verifier: 48 random bytes, base64url (64 characters, inside RFC 7636's 43–128). */
export function newCodeVerifier(): string {
  return randomBytes(48).toString('base64url');
}

/** The S256 challenge of a verifier: base64url of its SHA-256 (RFC 7636 §4.2). */
export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
