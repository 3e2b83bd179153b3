import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';

/** The claims the app relies on; anything else the token carries is kept too. */
export type JwtClaims = JwtPayload & {
  sub: string;
  iss: string;
  exp: number;
  token_use: 'id';
  email?: string;
  name?: string;
  'custom:companyId'?: string;
  'custom:role'?: string;
  'custom:driverId'?: string;
};

export interface TokenVerifier {
  /** Resolves with the claims of a valid ID token; rejects for anything an API Gateway JWT authorizer would refuse. */
  verify(token: string): Promise<JwtClaims>;
}

/** aws-jwt-verify's own fetcher speaks HTTPS only; the local Cognito serves its JWKS over loopback HTTP. */
const httpFetcher = {
  async fetch(uri: string): Promise<ArrayBuffer> {
    const res = await fetch(uri);
    if (!res.ok) throw new Error(`JWKS fetch from ${uri} failed: ${res.status}`);
    return res.arrayBuffer();
  },
};

/**
 * The checks of an HTTP API JWT authorizer: RS256 signature by a key in the issuer's JWKS, `iss`,
 * `aud` (or `client_id` when there is no `aud`) among the audiences, `exp` and `nbf`; and, as the app
 * authorizes with ID tokens, `token_use` must be `id`.
 */
export function createTokenVerifier(opts: { issuer: string; jwksUri: string; audience: string | string[] }): TokenVerifier {
  const audiences = new Set(Array.isArray(opts.audience) ? opts.audience : [opts.audience]);
  const verifier = JwtVerifier.create(
    {
      issuer: opts.issuer,
      jwksUri: opts.jwksUri,
      // Checked below, because the authorizer accepts client_id in place of aud.
      audience: null,
      customJwtCheck: ({ payload }) => {
        const audience = payload.aud ?? payload.client_id;
        const candidates = Array.isArray(audience) ? audience : [audience];
        if (!candidates.some((a) => typeof a === 'string' && audiences.has(a))) throw new Error('Token audience is not allowed');
        if (payload.token_use !== 'id') throw new Error('Token is not an ID token');
        if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') throw new Error('Token lacks sub or exp');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: httpFetcher }) },
  );
  return {
    verify: async (token) => (await verifier.verify(token)) as JwtClaims,
  };
}
