import { ConflictError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { parseOrThrow } from '#lambdas/http/validation';
import { saveCredentials } from '#lambdas/integrations/connections';
import { credentialsBody, PUBLIC_CREDENTIAL_FIELDS, takesCredentials } from '#shared/integrations/credentials';
import { anyCredentialsBody, systemParams } from '#shared/integrations/integration-api';
import type { PublicSettings } from '#shared/integrations/systems';

/**
 * Seals and saves a system's credentials. This function may encrypt but not decrypt: nothing it answers
 * can hold a secret. The answer is the connection's view (`hasCredentials`, public settings).
 */
export const handler = companyRoute({ params: systemParams, body: anyCredentialsBody }, async ({ caller, params, body }) => {
  const { system } = params;
  if (!takesCredentials(system)) {
    throw new ConflictError(system === 'safety-software'
      ? 'The safety software login is saved only when it signs in: use "Sign in to the safety software".'
      : 'The helpdesk needs no company credentials.');
  }
  const record = parseOrThrow(credentialsBody[system], body, 'body') as Record<string, string>;
  const publicSettings = Object.fromEntries(PUBLIC_CREDENTIAL_FIELDS[system].map((field) => [field, record[field]])) as PublicSettings;
  if (system === 'video-telematics') publicSettings.authKind = 'apiKey';
  return saveCredentials(caller.companyId, system, { record, publicSettings, state: 'unchecked', by: caller.userId });
});
