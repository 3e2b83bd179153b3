import { NotAuthorizedError } from 'cognito-local/lib/errors.js';
import { completeSignIn } from './complete-sign-in.ts';
import { poolAndClient, requireString, stringMap, type ShimDeps, type Shim } from './context.ts';
import { takeNewPasswordSession } from './new-password-sessions.ts';

/**
 * RespondToAuthChallenge NEW_PASSWORD_REQUIRED. cognito-local's own answer takes any Session (anyone who
 * knows an invited user's e-mail could set his password) and keeps no refresh token (the first refresh
 * fails); here the session must be the challenge's, used once, and the sign-in completes as any other.
 */
export function newPasswordChallenge(deps: ShimDeps): Shim {
  return async (req) => {
    const clientId = requireString(req, 'ClientId');
    const answers = stringMap(req, 'ChallengeResponses');
    const newPassword = requireString(answers, 'NEW_PASSWORD');
    const sessionUser = takeNewPasswordSession(requireString(req, 'Session'), clientId);
    const { pool, client } = await poolAndClient(deps, clientId);
    const user = await pool.getUserByUsername(deps.ctx, requireString(answers, 'USERNAME'));
    if (!sessionUser || !user || user.Username !== sessionUser || user.UserStatus !== 'FORCE_CHANGE_PASSWORD') {
      throw new NotAuthorizedError('Invalid session for the user, session is expired.');
    }
    const changed = { ...user, Password: newPassword, UserStatus: 'CONFIRMED' as const, UserLastModifiedDate: new Date() };
    await pool.saveUser(deps.ctx, changed);
    return completeSignIn(deps, pool, client, changed);
  };
}
