import { NotAuthorizedError, PasswordResetRequiredError, UserNotConfirmedException } from 'cognito-local/lib/errors.js';
import type { AppClient } from 'cognito-local/lib/services/appClient.js';
import type { User, UserPoolService } from 'cognito-local/lib/services/userPoolService.js';
import type { ShimDeps } from './context.ts';
import { openNewPasswordSession } from './new-password-sessions.ts';

/** What Cognito does once the password is proven: account checks, then tokens (or the forced change). */
export async function completeSignIn(deps: ShimDeps, pool: UserPoolService, client: AppClient, user: User): Promise<object> {
  if (!user.Enabled) throw new NotAuthorizedError('User is disabled.');
  if (user.UserStatus === 'UNCONFIRMED') throw new UserNotConfirmedException();
  if (user.UserStatus === 'RESET_REQUIRED') throw new PasswordResetRequiredError();
  if (user.UserStatus === 'FORCE_CHANGE_PASSWORD') {
    const userAttributes = Object.fromEntries(user.Attributes.filter((a) => a.Name !== 'sub').map((a) => [a.Name, a.Value]));
    return {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ChallengeParameters: { USER_ID_FOR_SRP: user.Username, requiredAttributes: '[]', userAttributes: JSON.stringify(userAttributes) },
      Session: openNewPasswordSession(client.ClientId, user.Username),
    };
  }
  const groups = await pool.listUserGroupMembership(deps.ctx, user);
  const result = deps.tokens.issue(user, groups, client);
  // Expired refresh tokens are dropped here, or a long-lived data folder grows with every sign-in.
  const live = (user.RefreshTokens ?? []).filter((t) => deps.tokens.readRefreshToken(t) !== null);
  await pool.saveUser(deps.ctx, { ...user, RefreshTokens: [...live, result.RefreshToken] });
  return { ChallengeParameters: {}, AuthenticationResult: result };
}
