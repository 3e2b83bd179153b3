import { createHash, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  N,
  claimKey,
  claimSignature,
  g,
  k,
  modPow,
  newSaltHex,
  paddedHex,
  passwordVerifier,
  serverEphemeral,
  signaturesMatch,
} from '#lib/local/cognito/srp';

/** The client half, written out from the protocol the way Amplify computes it. */
function clientClaim(p: { poolName: string; user: string; password: string; saltHex: string; B: bigint; secretBlock: string; timestamp: string }) {
  const hex = (h: string) => createHash('sha256').update(Buffer.from(h, 'hex')).digest('hex');
  const a = BigInt(`0x${randomBytes(128).toString('hex')}`);
  const A = modPow(g, a, N);
  const u = BigInt(`0x${hex(paddedHex(A) + paddedHex(p.B))}`);
  const identity = createHash('sha256').update(`${p.poolName}${p.user}:${p.password}`).digest('hex');
  const x = BigInt(`0x${hex(paddedHex(BigInt(`0x${p.saltHex}`)) + identity)}`);
  const base = (((p.B - k * modPow(g, x, N)) % N) + N) % N;
  const S = modPow(base, a + u * x, N);
  const prk = createHmac('sha256', Buffer.from(paddedHex(u), 'hex')).update(Buffer.from(paddedHex(S), 'hex')).digest();
  const key = createHmac('sha256', prk).update('Caldera Derived Key\u0001').digest().subarray(0, 16);
  return { A, signature: claimSignature({ key, poolName: p.poolName, userIdForSrp: p.user, secretBlock: p.secretBlock, timestamp: p.timestamp }) };
}

describe('Cognito SRP server half', () => {
  it('pads hex the way Java BigInteger.toByteArray does', () => {
    expect(paddedHex(0x14n)).toBe('14');
    expect(paddedHex(0xecn)).toBe('00ec');
    expect(paddedHex(0x1abcn)).toBe('1abc');
    expect(paddedHex(0xabcn)).toBe('0abc');
  });

  it('accepts the claim of a client that knows the password and refuses one that does not', () => {
    const common = { poolName: 'AbCdEfGhI', user: '3f2a9c1e-user', saltHex: newSaltHex(), secretBlock: randomBytes(64).toString('base64'), timestamp: 'Tue Mar 3 09:05:07 UTC 2026' };
    const verifier = passwordVerifier({ poolName: common.poolName, userIdForSrp: common.user, password: 'Haul-2024-Safe!', saltHex: common.saltHex });
    const server = () => {
      const { b, B } = serverEphemeral(verifier);
      return { B, key: (AA: bigint) => claimKey({ A: AA, B, b, verifier }) };
    };

    const first = server();
    const honest = clientClaim({ ...common, password: 'Haul-2024-Safe!', B: first.B });
    const honestKey = first.key(honest.A)!;
    expect(signaturesMatch(claimSignature({ key: honestKey, poolName: common.poolName, userIdForSrp: common.user, secretBlock: common.secretBlock, timestamp: common.timestamp }), honest.signature)).toBe(true);

    const second = server();
    const guesser = clientClaim({ ...common, password: 'haul-2024-safe', B: second.B });
    const guessKey = second.key(guesser.A)!;
    expect(signaturesMatch(claimSignature({ key: guessKey, poolName: common.poolName, userIdForSrp: common.user, secretBlock: common.secretBlock, timestamp: common.timestamp }), guesser.signature)).toBe(false);
  });

  it('refuses a client value A that is a multiple of N', () => {
    const verifier = passwordVerifier({ poolName: 'P', userIdForSrp: 'u', password: 'p', saltHex: newSaltHex() });
    const { b, B } = serverEphemeral(verifier);
    expect(claimKey({ A: N, B, b, verifier })).toBeNull();
  });
});
