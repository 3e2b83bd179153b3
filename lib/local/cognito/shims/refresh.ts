import { NotAuthorizedError } from 'cognito-local/lib/errors.js';
import { poolAndClient, requireString, stringMap, type ShimDeps, type Shim } from './context.ts';

/**
 * GetTokensFromRefreshToken (what Amplify 6.22 refreshes with) and InitiateAuth REFRESH_TOKEN_AUTH.
 * A refresh token is valid while it carries our signature, has not expired and is still on the user's
 * list (RevokeToken and GlobalSignOut remove it). No rotation: the caller keeps its refresh token.
 */
export function refreshTokens(deps: ShimDeps): { getTokensFromRefreshToken: Shim; initiateAuth: Shim } {
  const refresh = async (clientId: string, refreshToken: string): Promise<object> => {
    const { pool, client } = await poolAndClient(deps, clientId);
    const claims = deps.tokens.readRefreshToken(refreshToken);
    const user = claims && claims.clientId === clientId ? await pool.getUserByUsername(deps.ctx, claims.username) : null;
    if (!claims || !user || !user.RefreshTokens?.includes(refreshToken)) throw new NotAuthorizedError('Invalid Refresh Token');
    if (!user.Enabled) throw new NotAuthorizedError('User is disabled.');
    const groups = await pool.listUserGroupMembership(deps.ctx, user);
    const { RefreshToken: _notRotated, ...result } = deps.tokens.issue(user, groups, client, claims);
    return { AuthenticationResult: result };
  };

  return {
    getTokensFromRefreshToken: async (req) => refresh(requireString(req, 'ClientId'), requireString(req, 'RefreshToken')),
    initiateAuth: async (req) => {
      const params = stringMap(req, 'AuthParameters');
      return { ChallengeParameters: {}, ...(await refresh(requireString(req, 'ClientId'), requireString(params, 'REFRESH_TOKEN'))) };
    },
  };
}
