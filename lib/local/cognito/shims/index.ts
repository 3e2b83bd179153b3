import { adminCreateUserResend } from './admin-create-user-resend.ts';
import { adminGlobalSignOut } from './admin-global-sign-out.ts';
import { changePassword } from './change-password.ts';
import { globalSignOut } from './global-sign-out.ts';
import { newPasswordChallenge } from './new-password.ts';
import { passwordSignIn } from './password-sign-in.ts';
import { withPasswordPolicy } from './password-policy.ts';
import { refreshTokens } from './refresh.ts';
import { resendConfirmationCode } from './resend-confirmation.ts';
import { selfServiceAttributeShims } from './self-service-attributes.ts';
import { srpSignIn } from './srp-sign-in.ts';
import { PASS, type ShimDeps, type Shim } from './context.ts';

export { PASS, type Shim, type ShimDeps } from './context.ts';

/** Targets the emulator answers itself, by x-amz-target operation name; the rest go to cognito-local. */
export function createShims(deps: ShimDeps, verifyAccessToken: (token: string) => Record<string, unknown> | null): Record<string, Shim> {
  const srp = srpSignIn(deps);
  const password = passwordSignIn(deps);
  const refresh = refreshTokens(deps);
  const newPassword = newPasswordChallenge(deps);
  const byAuthFlow: Record<string, Shim> = {
    USER_SRP_AUTH: srp.initiate,
    USER_PASSWORD_AUTH: password,
    REFRESH_TOKEN_AUTH: refresh.initiateAuth,
    REFRESH_TOKEN: refresh.initiateAuth,
  };
  return withPasswordPolicy({
    InitiateAuth: async (req) => (typeof req.AuthFlow === 'string' ? (byAuthFlow[req.AuthFlow]?.(req) ?? PASS) : PASS),
    RespondToAuthChallenge: async (req) => (req.ChallengeName === 'NEW_PASSWORD_REQUIRED' ? newPassword(req) : srp.respond(req)),
    GetTokensFromRefreshToken: refresh.getTokensFromRefreshToken,
    GlobalSignOut: globalSignOut(deps, verifyAccessToken),
    AdminUserGlobalSignOut: adminGlobalSignOut(deps),
    AdminCreateUser: adminCreateUserResend(deps),
    ChangePassword: changePassword(deps, verifyAccessToken),
    ...selfServiceAttributeShims(verifyAccessToken),
    ResendConfirmationCode: resendConfirmationCode(deps),
  });
}
