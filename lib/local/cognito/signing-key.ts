import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, sign, verify, type KeyObject } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The pool's RS256 key, generated once per data folder (cognito-local ships one fixed, public key:
 * anyone could mint tokens it accepts).
 */
export interface SigningKey {
  kid: string;
  jwks: { keys: Record<string, unknown>[] };
  signJwt(payload: Record<string, unknown>): string;
  /** The payload when the signature is ours, otherwise null; expiry is the caller's concern. */
  verifyJwt(token: string): Record<string, unknown> | null;
}

const b64url = (data: Buffer | string): string => Buffer.from(data).toString('base64url');

export async function loadSigningKey(dataDir: string): Promise<SigningKey> {
  const file = join(dataDir, 'signing-key.json');
  let stored: { kid: string; privateKeyPem: string };
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as typeof stored;
  } catch {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    stored = { kid: randomUUID(), privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
    await writeFile(file, JSON.stringify(stored), { mode: 0o600 });
  }
  const privateKey = createPrivateKey(stored.privateKeyPem);
  return fromKey(stored.kid, privateKey);
}

function fromKey(kid: string, privateKey: KeyObject): SigningKey {
  const publicKey = createPublicKey(privateKey);
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  return {
    kid,
    jwks: { keys: [jwk] },
    signJwt(payload) {
      const signingInput = `${b64url(JSON.stringify({ kid, alg: 'RS256' }))}.${b64url(JSON.stringify(payload))}`;
      return `${signingInput}.${b64url(sign('sha256', Buffer.from(signingInput), privateKey))}`;
    },
    verifyJwt(token) {
      const [header, payload, signature] = token.split('.');
      if (!header || !payload || !signature) return null;
      const ok = verify('sha256', Buffer.from(`${header}.${payload}`), publicKey, Buffer.from(signature, 'base64url'));
      if (!ok) return null;
      try {
        return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
      } catch {
        return null;
      }
    },
  };
}
