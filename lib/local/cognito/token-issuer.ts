import { randomUUID } from 'node:crypto';
import type { AppClient } from 'cognito-local/lib/services/appClient.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import type { TokenGenerator, Tokens } from 'cognito-local/lib/services/tokenGenerator.js';
import type { User } from 'cognito-local/lib/services/userPoolService.js';
import type { SigningKey } from './signing-key.ts';

/** Cognito's defaults for a new app client. */
const ACCESS_AND_ID_TTL_SECONDS = 60 * 60;
const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

/** What a sign-in session keeps across refreshes: Cognito repeats `origin_jti` and `auth_time`. */
export interface SignInSession {
  originJti: string;
  authTime: number;
}

export interface RefreshTokenClaims extends SignInSession {
  clientId: string;
  username: string;
}

export interface AuthenticationResult extends Tokens {
  ExpiresIn: number;
  TokenType: 'Bearer';
}

export interface TokenIssuer extends TokenGenerator {
  issue(user: User, groups: readonly string[], client: AppClient, session?: SignInSession): AuthenticationResult;
  /** Claims of a refresh token this pool signed and that has not expired; null otherwise. */
  readRefreshToken(token: string): RefreshTokenClaims | null;
}

const attr = (user: User, name: string): string | undefined => user.Attributes.find((a) => a.Name === name)?.Value;

export function createTokenIssuer(key: SigningKey, issuer: () => string): TokenIssuer {
  const issue: TokenIssuer['issue'] = (user, groups, client, session) => {
    const now = Math.floor(Date.now() / 1000);
    const { originJti, authTime } = session ?? { originJti: randomUUID(), authTime: now };
    const common = {
      sub: attr(user, 'sub'),
      iss: issuer(),
      origin_jti: originJti,
      event_id: randomUUID(),
      auth_time: authTime,
      iat: now,
      exp: now + ACCESS_AND_ID_TTL_SECONDS,
      ...(groups.length > 0 ? { 'cognito:groups': [...groups] } : {}),
    };
    const customClaims = Object.fromEntries(
      user.Attributes.filter((a) => a.Name.startsWith('custom:') && a.Value !== undefined).map((a) => [a.Name, a.Value]),
    );
    const idToken = key.signJwt({
      ...common,
      jti: randomUUID(),
      aud: client.ClientId,
      token_use: 'id',
      'cognito:username': user.Username,
      email: attr(user, 'email'),
      email_verified: attr(user, 'email_verified') === 'true',
      name: attr(user, 'name'),
      ...customClaims,
    });
    const accessToken = key.signJwt({
      ...common,
      jti: randomUUID(),
      client_id: client.ClientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      username: user.Username,
    });
    const refreshToken = key.signJwt({
      token_use: 'refresh',
      jti: randomUUID(),
      client_id: client.ClientId,
      username: user.Username,
      origin_jti: originJti,
      auth_time: authTime,
      iat: now,
      exp: now + REFRESH_TTL_SECONDS,
    });
    return { AccessToken: accessToken, IdToken: idToken, RefreshToken: refreshToken, ExpiresIn: ACCESS_AND_ID_TTL_SECONDS, TokenType: 'Bearer' };
  };

  return {
    issue,
    generate: async (_ctx: Context, user, groups, client) => issue(user, groups, client),
    readRefreshToken(token) {
      const claims = key.verifyJwt(token);
      if (!claims || claims.token_use !== 'refresh') return null;
      if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return null;
      return {
        clientId: String(claims.client_id),
        username: String(claims.username),
        originJti: String(claims.origin_jti),
        authTime: Number(claims.auth_time),
      };
    },
  };
}
