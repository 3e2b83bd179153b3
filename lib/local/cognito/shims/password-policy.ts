import { CognitoError } from 'cognito-local/lib/errors.js';
import { passwordProblems } from '#lib/user-pool-policy';
import { PASS, stringMap, type CognitoRequest, type Shim } from './context.ts';

/** Where each call carries the new password; cognito-local stores any password it is given. */
const NEW_PASSWORD: Record<string, (req: CognitoRequest) => unknown> = {
  SignUp: (req) => req.Password,
  ConfirmForgotPassword: (req) => req.Password,
  ChangePassword: (req) => req.ProposedPassword,
  RespondToAuthChallenge: (req) => (req.ChallengeName === 'NEW_PASSWORD_REQUIRED' ? stringMap(req, 'ChallengeResponses').NEW_PASSWORD : undefined),
};

/** Cognito's refusal, worded as AWS words it: the first rule the password breaks. */
function assertPolicy(password: unknown): void {
  if (typeof password !== 'string') return;
  const [problem] = passwordProblems(password);
  if (problem) throw new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${problem}`);
}

/**
 * The pool's password policy on every call that sets a password, before the call's own shim or
 * cognito-local's target runs (a weak password changes nothing).
 */
export function withPasswordPolicy(shims: Record<string, Shim>): Record<string, Shim> {
  const checked: Record<string, Shim> = { ...shims };
  for (const [target, passwordOf] of Object.entries(NEW_PASSWORD)) {
    const inner = shims[target];
    checked[target] = async (req) => {
      assertPolicy(passwordOf(req));
      return inner ? inner(req) : PASS;
    };
  }
  return checked;
}
