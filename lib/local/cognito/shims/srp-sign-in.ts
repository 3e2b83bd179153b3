import { randomBytes } from 'node:crypto';
import { InvalidParameterError } from 'cognito-local/lib/errors.js';
import {
  claimKey,
  claimSignature,
  newSaltHex,
  passwordVerifier,
  poolNameOf,
  serverEphemeral,
  signaturesMatch,
} from '#lib/local/cognito/srp';
import { completeSignIn } from './complete-sign-in.ts';
import { PASS, incorrectCredentials, poolAndClient, requireString, stringMap, type ShimDeps, type Shim } from './context.ts';

/** Cognito lets a PASSWORD_VERIFIER answer arrive within a few minutes of the challenge. */
const CHALLENGE_TTL_MS = 5 * 60 * 1000;

interface PendingChallenge {
  clientId: string;
  /** null for an unknown user: Cognito still answers with a challenge so user existence does not leak. */
  username: string | null;
  userIdForSrp: string;
  poolName: string;
  A: bigint;
  b: bigint;
  B: bigint;
  verifier: bigint;
  expiresAt: number;
}

/** InitiateAuth USER_SRP_AUTH and RespondToAuthChallenge PASSWORD_VERIFIER, which cognito-local lacks. */
export function srpSignIn(deps: ShimDeps): { initiate: Shim; respond: Shim } {
  const pending = new Map<string, PendingChallenge>();

  const initiate: Shim = async (req) => {
    const clientId = requireString(req, 'ClientId');
    const params = stringMap(req, 'AuthParameters');
    const username = requireString(params, 'USERNAME');
    const A = BigInt(`0x${requireString(params, 'SRP_A')}`);
    const { pool } = await poolAndClient(deps, clientId);
    const user = await pool.getUserByUsername(deps.ctx, username);
    const poolName = poolNameOf(pool.options.Id);
    const userIdForSrp = user?.Username ?? username;
    const saltHex = newSaltHex();
    const verifier = passwordVerifier({ poolName, userIdForSrp, password: user?.Password ?? randomBytes(16).toString('hex'), saltHex });
    const { b, B } = serverEphemeral(verifier);
    const secretBlock = randomBytes(96).toString('base64');
    pruneExpired(pending);
    pending.set(secretBlock, { clientId, username: user?.Username ?? null, userIdForSrp, poolName, A, b, B, verifier, expiresAt: Date.now() + CHALLENGE_TTL_MS });
    return {
      ChallengeName: 'PASSWORD_VERIFIER',
      ChallengeParameters: { SALT: saltHex, SECRET_BLOCK: secretBlock, SRP_B: B.toString(16), USERNAME: userIdForSrp, USER_ID_FOR_SRP: userIdForSrp },
    };
  };

  const respond: Shim = async (req) => {
    if (req.ChallengeName !== 'PASSWORD_VERIFIER') return PASS;
    const clientId = requireString(req, 'ClientId');
    const answers = stringMap(req, 'ChallengeResponses');
    const secretBlock = requireString(answers, 'PASSWORD_CLAIM_SECRET_BLOCK');
    const signature = requireString(answers, 'PASSWORD_CLAIM_SIGNATURE');
    const timestamp = requireString(answers, 'TIMESTAMP');
    const challenge = pending.get(secretBlock);
    pending.delete(secretBlock);
    if (!challenge || challenge.expiresAt < Date.now() || challenge.clientId !== clientId) {
      throw new InvalidParameterError('Invalid PASSWORD_CLAIM_SECRET_BLOCK.');
    }
    const { pool, client } = await poolAndClient(deps, clientId);
    const user = challenge.username ? await pool.getUserByUsername(deps.ctx, challenge.username) : null;
    const key = claimKey(challenge);
    const expected = key && claimSignature({ key, poolName: challenge.poolName, userIdForSrp: challenge.userIdForSrp, secretBlock, timestamp });
    if (!user || !expected || !signaturesMatch(expected, signature)) throw incorrectCredentials();
    return completeSignIn(deps, pool, client, user);
  };

  return { initiate, respond };
}

function pruneExpired(pending: Map<string, PendingChallenge>): void {
  const now = Date.now();
  for (const [block, challenge] of pending) if (challenge.expiresAt < now) pending.delete(block);
}
