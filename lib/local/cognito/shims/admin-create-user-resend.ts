import { randomInt } from 'node:crypto';
import { CognitoError, UserNotFoundError } from 'cognito-local/lib/errors.js';
import { PASS, requireString, type ShimDeps, type Shim } from './context.ts';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!#%&*+-=?';

/** A temporary password that meets the pool's policy (12+ characters of all four kinds), as Cognito's do. */
function temporaryPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS), ...Array.from({ length: 10 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/**
 * AdminCreateUser with MessageAction=RESEND, which cognito-local refuses: as in Cognito, only a user who
 * has not signed in yet (FORCE_CHANGE_PASSWORD) gets a new temporary password, mailed like the first one.
 */
export function adminCreateUserResend(deps: ShimDeps): Shim {
  return async (req) => {
    if (req.MessageAction !== 'RESEND') return PASS;
    const poolId = requireString(req, 'UserPoolId');
    const pool = await deps.cognito.getUserPool(deps.ctx, poolId);
    const user = await pool.getUserByUsername(deps.ctx, requireString(req, 'Username'));
    if (!user) throw new UserNotFoundError('User does not exist.');
    if (user.UserStatus !== 'FORCE_CHANGE_PASSWORD' || !user.Enabled) {
      throw new CognitoError('UnsupportedUserStateException', 'Resend not possible. User is not in FORCE_CHANGE_PASSWORD state or is disabled.');
    }
    const email = user.Attributes.find((a) => a.Name === 'email')?.Value;
    if (!email) throw new CognitoError('InvalidParameterException', 'User has no attribute matching desired delivery mediums');
    const password = temporaryPassword();
    const now = new Date();
    const renewed = { ...user, Password: password, UserLastModifiedDate: now, RefreshTokens: [] };
    await pool.saveUser(deps.ctx, renewed);
    await deps.messages.deliver(deps.ctx, 'AdminCreateUser', null, poolId, renewed, password, undefined, {
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: email,
    });
    return { User: { Username: user.Username, Attributes: user.Attributes, UserStatus: user.UserStatus, Enabled: user.Enabled, UserCreateDate: user.UserCreateDate, UserLastModifiedDate: now } };
  };
}
