import { NotAuthorizedError } from 'cognito-local/lib/errors.js';
import { requireString, type ShimDeps, type Shim } from './context.ts';

/** GlobalSignOut: every refresh token of the user stops working. Access tokens run until they expire. */
export function globalSignOut(deps: ShimDeps, verifyAccessToken: (token: string) => Record<string, unknown> | null): Shim {
  return async (req) => {
    const claims = verifyAccessToken(requireString(req, 'AccessToken'));
    if (!claims || claims.token_use !== 'access' || typeof claims.client_id !== 'string') {
      throw new NotAuthorizedError('Invalid Access Token');
    }
    const client = await deps.cognito.getAppClient(deps.ctx, claims.client_id);
    const pool = client && (await deps.cognito.getUserPool(deps.ctx, client.UserPoolId));
    const user = pool && (await pool.getUserByUsername(deps.ctx, String(claims.username)));
    if (!pool || !user) throw new NotAuthorizedError('Invalid Access Token');
    await pool.saveUser(deps.ctx, { ...user, RefreshTokens: [] });
    return {};
  };
}
