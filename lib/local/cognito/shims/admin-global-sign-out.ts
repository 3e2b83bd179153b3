import { UserNotFoundError } from 'cognito-local/lib/errors.js';
import { requireString, type ShimDeps, type Shim } from './context.ts';

/**
 * AdminUserGlobalSignOut, which cognito-local lacks: every refresh token of the user stops working (a role
 * change or a disabled account ends his sessions at their next refresh). Issued tokens run until they expire.
 */
export function adminGlobalSignOut(deps: ShimDeps): Shim {
  return async (req) => {
    const pool = await deps.cognito.getUserPool(deps.ctx, requireString(req, 'UserPoolId'));
    const user = await pool.getUserByUsername(deps.ctx, requireString(req, 'Username'));
    if (!user) throw new UserNotFoundError('User does not exist.');
    await pool.saveUser(deps.ctx, { ...user, RefreshTokens: [], UserLastModifiedDate: new Date() });
    return {};
  };
}
