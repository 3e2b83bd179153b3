import { oauthRequestEntity, type OAuthRequestItem } from '#lambdas/data/entities/oauth-request';
import { OutsideSystemError, ServiceUnavailableError, ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { saveCredentials } from '#lambdas/integrations/connections';
import { systemBaseUrl, toRouteError } from '#lambdas/integrations/outside-port';
import { openSecrets, UnreadableSecretsError } from '#lambdas/integrations/sealed-secrets';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { runtimeEnv } from '#lambdas/runtime-env';
import { ACCESS_DENIED_MESSAGE, callbackBody, isUsableRequest } from '#shared/integrations/oauth';
import { exchangeCode } from './oauth-client.ts';

const UNKNOWN_STATE = 'This connection request is unknown or expired: start connecting again.';

/** Takes the request out of the table: only the user who started it, once, within its 10 minutes. */
async function takeRequest(companyId: string, userId: string, state: string): Promise<OAuthRequestItem> {
  const { data } = await oauthRequestEntity().get({ companyId, state }).go();
  if (!data || data.userId !== userId) throw new ValidationError(UNKNOWN_STATE, { state: UNKNOWN_STATE });
  const usable = isUsableRequest(data, userId, Date.now());
  try {
    // The conditional delete is the single use: of two callbacks with one state, one finds it gone.
    await oauthRequestEntity().delete({ companyId, state }).where(({ state: s }, { exists }) => exists(s)).go();
  } catch (error) {
    if (isConditionalFailure(error)) throw new ValidationError(UNKNOWN_STATE, { state: UNKNOWN_STATE });
    throw error;
  }
  if (!usable) throw new ValidationError(UNKNOWN_STATE, { state: UNKNOWN_STATE });
  return data;
}

/**
 * The provider's answer, relayed by `/oauth/callback`: the state must be one this company's caller started;
 * the code is exchanged with its sealed verifier, and the tokens are sealed as the system's connection
 * (`authKind: oauth`, `connected`). A refusal at the provider is a 422 naming it.
 */
export const handler = companyRoute({ body: callbackBody }, async ({ caller, body }) => {
  const request = await takeRequest(caller.companyId, caller.userId, body.state);
  if (!body.code) throw new OutsideSystemError(request.system, body.error ?? 'access_denied', ACCESS_DENIED_MESSAGE, 422);
  const clientId = runtimeEnv().OAUTH_CLIENT_ID;
  if (!clientId) throw new ServiceUnavailableError('This installation has no OAuth client at the provider yet. Contact support.');
  const { codeVerifier } = (await openSecrets(caller.companyId, request.system, request.sealedVerifier).catch((error: unknown) => {
    if (error instanceof UnreadableSecretsError) throw new ValidationError(UNKNOWN_STATE, { state: UNKNOWN_STATE });
    throw error;
  })) as { codeVerifier: string };
  const tokens = await exchangeCode(request.system, { baseUrl: systemBaseUrl(request.system) }, { code: body.code, codeVerifier, redirectUri: request.redirectUri, clientId })
    .catch((error: unknown) => {
      throw toRouteError(error, ['invalid_grant', 'invalid_request', 'unauthorized_client']);
    });
  return saveCredentials(caller.companyId, request.system, { record: { ...tokens }, publicSettings: { authKind: 'oauth' }, state: 'connected', by: caller.userId });
});
