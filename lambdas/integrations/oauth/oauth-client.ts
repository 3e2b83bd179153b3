import { callOutside, OutsidePortError, type AdapterOptions } from '#lambdas/integrations/outside-port';
import type { OAuthTokens } from '#lambdas/integrations/safety/port';
import type { OAuthSystem } from '#shared/integrations/oauth';

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
}

/** The provider's consent page for this request (authorization code flow, PKCE S256). */
export function authorizeUrl(options: AdapterOptions, request: AuthorizeRequest): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    state: request.state,
    code_challenge: request.codeChallenge,
    code_challenge_method: 'S256',
    scope: 'safety.read vehicles.read',
  });
  return `${options.baseUrl.replace(/\/$/, '')}/oauth/authorize?${query}`;
}

async function tokenCall(system: OAuthSystem, options: AdapterOptions, form: Record<string, string>): Promise<OAuthTokens> {
  const response = await callOutside(system, options, '/oauth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(form).toString(),
  });
  const body = (await response.json().catch(() => ({}))) as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown; error?: unknown; error_description?: unknown };
  if (response.ok && typeof body.access_token === 'string' && typeof body.refresh_token === 'string') {
    const seconds = typeof body.expires_in === 'number' ? body.expires_in : 600;
    return { accessToken: body.access_token, refreshToken: body.refresh_token, expiresAt: new Date(Date.now() + seconds * 1000).toISOString() };
  }
  if (response.status === 400 || response.status === 401) {
    const code = typeof body.error === 'string' ? body.error.slice(0, 60) : 'invalid_grant';
    throw new OutsidePortError(system, code, 'The provider did not accept the connection: connect again.', response.status);
  }
  throw new OutsidePortError(system, 'network_error', `The provider is not answering (HTTP ${response.status}). Try again later.`, response.status);
}

/** Trades the code the provider sent back, with the request's own verifier, for tokens. */
export function exchangeCode(system: OAuthSystem, options: AdapterOptions, grant: { code: string; codeVerifier: string; redirectUri: string; clientId: string }): Promise<OAuthTokens> {
  return tokenCall(system, options, {
    grant_type: 'authorization_code',
    code: grant.code,
    code_verifier: grant.codeVerifier,
    redirect_uri: grant.redirectUri,
    client_id: grant.clientId,
  });
}

/** New tokens for a refresh token (the access token expired). */
export function refreshTokens(system: OAuthSystem, options: AdapterOptions, grant: { refreshToken: string; clientId: string }): Promise<OAuthTokens> {
  return tokenCall(system, options, { grant_type: 'refresh_token', refresh_token: grant.refreshToken, client_id: grant.clientId });
}
