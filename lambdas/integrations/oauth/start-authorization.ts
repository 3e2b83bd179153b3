import { oauthRequestEntity } from '#lambdas/data/entities/oauth-request';
import { ServiceUnavailableError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { systemBaseUrl } from '#lambdas/integrations/outside-port';
import { sealSecrets } from '#lambdas/integrations/sealed-secrets';
import { runtimeEnv } from '#lambdas/runtime-env';
import { authorizationBody, OAUTH_REQUEST_TTL_MS, type AuthorizationAnswer } from '#shared/integrations/oauth';
import { authorizeUrl } from './oauth-client.ts';
import { codeChallengeOf, newCodeVerifier, newState } from './pkce.ts';

/**
 * Starts connecting a system through OAuth 2.0 with PKCE: a new `state` and code verifier, the verifier
 * sealed and kept 10 minutes for this company and user, and the provider's consent URL with the S256
 * challenge. The browser goes there; the provider sends the user back to `/oauth/callback`.
 */
export const handler = companyRoute({ body: authorizationBody }, async ({ caller, body }): Promise<AuthorizationAnswer> => {
  const env = runtimeEnv();
  const baseUrl = systemBaseUrl(body.system);
  if (!env.OAUTH_CLIENT_ID || !env.APP_URL) throw new ServiceUnavailableError('This installation has no OAuth client at the provider yet. Contact support.');
  const state = newState();
  const codeVerifier = newCodeVerifier();
  const redirectUri = `${env.APP_URL.replace(/\/$/, '')}/oauth/callback`;
  await oauthRequestEntity()
    .create({
      companyId: caller.companyId,
      state,
      system: body.system,
      userId: caller.userId,
      sealedVerifier: await sealSecrets(caller.companyId, body.system, { codeVerifier }),
      redirectUri,
      expiresAt: Math.floor((Date.now() + OAUTH_REQUEST_TTL_MS) / 1000),
    })
    .go();
  return { authorizeUrl: authorizeUrl({ baseUrl }, { clientId: env.OAUTH_CLIENT_ID, redirectUri, state, codeChallenge: codeChallengeOf(codeVerifier) }) };
});
