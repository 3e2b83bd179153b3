import { NotAuthorizedError } from 'cognito-local/lib/errors.js';
import { CLIENT_WRITE_ATTRIBUTES, SELF_SIGN_UP_ENABLED } from '#lib/user-pool-policy';
import { PASS, requireString, type CognitoRequest, type Shim } from './context.ts';

const unauthorizedAttribute = () => new NotAuthorizedError('A client attempted to write unauthorized attribute');

function namesOf(req: CognitoRequest, field: 'UserAttributes' | 'UserAttributeNames'): string[] {
  const value = req[field];
  if (!Array.isArray(value)) return [];
  return value.map((item: unknown) => (typeof item === 'string' ? item : String((item as { Name?: unknown } | null)?.Name ?? '')));
}

function requireWritable(names: readonly string[]): void {
  if (names.some((name) => !CLIENT_WRITE_ATTRIBUTES.includes(name))) throw unauthorizedAttribute();
}

/**
 * What Cognito checks on the calls a user makes with the app client alone, and cognito-local does
 * not: the client's write attributes (a driver must not set his own custom:role or custom:companyId),
 * a valid access token of this pool, and the pool's disabled self sign-up.
 */
export function selfServiceAttributeShims(verifyAccessToken: (token: string) => Record<string, unknown> | null): Record<string, Shim> {
  const withOwnToken = (field: 'UserAttributes' | 'UserAttributeNames'): Shim => async (req) => {
    const claims = verifyAccessToken(requireString(req, 'AccessToken'));
    const expired = typeof claims?.exp !== 'number' || claims.exp * 1000 <= Date.now();
    if (!claims || claims.token_use !== 'access' || expired) throw new NotAuthorizedError('Invalid Access Token');
    requireWritable(namesOf(req, field));
    return PASS;
  };
  return {
    UpdateUserAttributes: withOwnToken('UserAttributes'),
    DeleteUserAttributes: withOwnToken('UserAttributeNames'),
    SignUp: async (req) => {
      if (!SELF_SIGN_UP_ENABLED) throw new NotAuthorizedError('SignUp is not permitted for this user pool');
      requireWritable(namesOf(req, 'UserAttributes'));
      return PASS;
    },
  };
}
