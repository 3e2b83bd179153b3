import { NotAuthorizedError } from 'cognito-local/lib/errors.js';
import { incorrectCredentials, requireString, type ShimDeps, type Shim } from './context.ts';

/**
 * ChangePassword (the /account page's "Change password"). cognito-local only decodes the access token;
 * as in Cognito, it must be this pool's, unexpired, of an enabled user, and the previous password right.
 */
export function changePassword(deps: ShimDeps, verifyAccessToken: (token: string) => Record<string, unknown> | null): Shim {
  return async (req) => {
    const claims = verifyAccessToken(requireString(req, 'AccessToken'));
    const expired = typeof claims?.exp !== 'number' || claims.exp * 1000 <= Date.now();
    if (!claims || claims.token_use !== 'access' || expired || typeof claims.client_id !== 'string') throw new NotAuthorizedError('Invalid Access Token');
    const client = await deps.cognito.getAppClient(deps.ctx, claims.client_id);
    const pool = client && (await deps.cognito.getUserPool(deps.ctx, client.UserPoolId));
    const user = pool && (await pool.getUserByUsername(deps.ctx, String(claims.username)));
    if (!pool || !user) throw new NotAuthorizedError('Invalid Access Token');
    if (!user.Enabled) throw new NotAuthorizedError('User is disabled.');
    if (requireString(req, 'PreviousPassword') !== user.Password) throw incorrectCredentials();
    await pool.saveUser(deps.ctx, { ...user, Password: requireString(req, 'ProposedPassword'), UserLastModifiedDate: new Date() });
    return {};
  };
}
