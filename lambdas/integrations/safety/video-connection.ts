import { credentialsOf, getConnection, recordCheck, saveCredentials } from '#lambdas/integrations/connections';
import { NotFoundError, OutsideSystemError } from '#lambdas/http/errors';
import { OutsidePortError, systemBaseUrl, toRouteError } from '#lambdas/integrations/outside-port';
import { UnreadableSecretsError } from '#lambdas/integrations/sealed-secrets';
import { runtimeEnv } from '#lambdas/runtime-env';
import type { VideoTelematics, VideoTelematicsAuth } from './port.ts';
import { createVideoTelematicsClient } from './video-telematics-client.ts';

const SYSTEM = 'video-telematics';

function authOf(record: Record<string, unknown>): VideoTelematicsAuth | null {
  if (typeof record.apiKey === 'string') return { kind: 'apiKey', apiKey: record.apiKey };
  if (typeof record.accessToken === 'string' && typeof record.refreshToken === 'string') return { kind: 'oauth', accessToken: record.accessToken, refreshToken: record.refreshToken };
  return null;
}

/**
 * Calls the company's video-telematics provider with its saved key or tokens. Refreshed OAuth tokens are
 * saved (sealed) again; a refusal marks the connection `failed` (the owner reconnects), and a success after
 * a failure or a fresh save marks it `connected`. Provider failures reach the user as 422/502 with the code.
 */
export async function withVideoTelematics<T>(companyId: string, by: string, call: (client: VideoTelematics) => Promise<T>): Promise<T> {
  const baseUrl = systemBaseUrl(SYSTEM);
  const [view, record] = await Promise.all([
    getConnection(companyId, SYSTEM),
    credentialsOf(companyId, SYSTEM).catch((error: unknown) => {
      // A saved record that no longer opens is as good as none: the owner connects again.
      if (error instanceof UnreadableSecretsError) return null;
      throw error;
    }),
  ]);
  const auth = record ? authOf(record) : null;
  if (!auth) throw new OutsideSystemError(SYSTEM, 'not_connected', 'Video telematics is not connected: the owner connects it in Company Setup.', 422);
  const client = createVideoTelematicsClient({
    baseUrl,
    auth,
    ...(runtimeEnv().OAUTH_CLIENT_ID ? { clientId: runtimeEnv().OAUTH_CLIENT_ID } : {}),
    onTokens: async (tokens) => {
      await saveCredentials(companyId, SYSTEM, { record: { ...tokens }, publicSettings: { authKind: 'oauth' }, state: 'connected', by });
    },
  });
  try {
    const answer = await call(client);
    if (view.state !== 'connected') await recordCheck(companyId, SYSTEM, { ok: true });
    return answer;
  } catch (error) {
    if (error instanceof OutsidePortError && error.code === 'not_found') throw new NotFoundError('The video telematics provider has no such event.');
    if (error instanceof OutsidePortError && error.code === 'unauthorized') await recordCheck(companyId, SYSTEM, { ok: false, code: error.code, message: error.message });
    throw toRouteError(error, ['unauthorized']);
  }
}
