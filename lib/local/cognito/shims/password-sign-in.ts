import { completeSignIn } from './complete-sign-in.ts';
import { incorrectCredentials, poolAndClient, requireString, stringMap, type ShimDeps, type Shim } from './context.ts';

/** InitiateAuth USER_PASSWORD_AUTH, answering a wrong password the way Cognito does (cognito-local says "Invalid password"). */
export function passwordSignIn(deps: ShimDeps): Shim {
  return async (req) => {
    const clientId = requireString(req, 'ClientId');
    const params = stringMap(req, 'AuthParameters');
    const username = requireString(params, 'USERNAME');
    const password = requireString(params, 'PASSWORD');
    const { pool, client } = await poolAndClient(deps, clientId);
    const user = await pool.getUserByUsername(deps.ctx, username);
    if (!user || user.Password !== password) throw incorrectCredentials();
    return completeSignIn(deps, pool, client, user);
  };
}
