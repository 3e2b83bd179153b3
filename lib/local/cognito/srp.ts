import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The server half of Cognito's SRP-6a variant (3072-bit group, SHA-256, HKDF-derived claim key), as the
 * Amplify client computes it. The emulator knows the plain password, so it derives the verifier per
 * attempt instead of storing one.
 */

const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';

export const N = BigInt(`0x${N_HEX}`);
export const g = 2n;

/** Java BigInteger.toByteArray() as hex: even length, a leading 00 when the top bit is set. */
export function paddedHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  return /^[89a-f]/i.test(hex) ? `00${hex}` : hex;
}

const sha256Hex = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');
const hashOfHex = (hex: string): string => sha256Hex(Buffer.from(hex, 'hex'));
const toBigInt = (hex: string): bigint => BigInt(`0x${hex}`);

export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    e >>= 1n;
    b = (b * b) % modulus;
  }
  return result;
}

export const k = toBigInt(hashOfHex(paddedHex(N) + paddedHex(g)));

/** The pool name is the part of the pool id after the region: `us-east-1_AbC` → `AbC`. */
export const poolNameOf = (userPoolId: string): string => userPoolId.split('_')[1] ?? '';

export function passwordVerifier(p: { poolName: string; userIdForSrp: string; password: string; saltHex: string }): bigint {
  const identityHash = sha256Hex(`${p.poolName}${p.userIdForSrp}:${p.password}`);
  const x = toBigInt(hashOfHex(paddedHex(toBigInt(p.saltHex)) + identityHash));
  return modPow(g, x, N);
}

export interface ServerEphemeral {
  b: bigint;
  B: bigint;
}

export function serverEphemeral(verifier: bigint): ServerEphemeral {
  for (;;) {
    const b = toBigInt(randomBytes(128).toString('hex'));
    const B = (k * verifier + modPow(g, b, N)) % N;
    if (B !== 0n) return { b, B };
  }
}

export function newSaltHex(): string {
  return paddedHex(toBigInt(randomBytes(16).toString('hex')));
}

/** The 16-byte key both sides derive from the shared secret S and the scrambler u. */
export function claimKey(p: { A: bigint; B: bigint; b: bigint; verifier: bigint }): Buffer | null {
  if (p.A % N === 0n) return null;
  const u = toBigInt(hashOfHex(paddedHex(p.A) + paddedHex(p.B)));
  if (u === 0n) return null;
  const S = modPow((p.A * modPow(p.verifier, u, N)) % N, p.b, N);
  const prk = createHmac('sha256', Buffer.from(paddedHex(u), 'hex')).update(Buffer.from(paddedHex(S), 'hex')).digest();
  return createHmac('sha256', prk).update(Buffer.from('Caldera Derived Key\u0001', 'utf8')).digest().subarray(0, 16);
}

export function claimSignature(p: { key: Buffer; poolName: string; userIdForSrp: string; secretBlock: string; timestamp: string }): string {
  return createHmac('sha256', p.key)
    .update(Buffer.from(p.poolName, 'utf8'))
    .update(Buffer.from(p.userIdForSrp, 'utf8'))
    .update(Buffer.from(p.secretBlock, 'base64'))
    .update(Buffer.from(p.timestamp, 'utf8'))
    .digest('base64');
}

export function signaturesMatch(expected: string, actual: string): boolean {
  const a = Buffer.from(expected, 'base64');
  const b = Buffer.from(actual, 'base64');
  return a.length === b.length && timingSafeEqual(a, b);
}
