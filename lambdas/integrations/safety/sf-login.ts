import { companyRoute } from '#lambdas/http/route-handler';
import { saveCredentials } from '#lambdas/integrations/connections';
import { systemBaseUrl, toRouteError } from '#lambdas/integrations/outside-port';
import { sfLoginBody } from '#shared/integrations/safety';
import { createSafetySoftwareClient } from './safety-software-client.ts';

/**
 * sfLogin: tries the login at the safety software and saves it (sealed) only when it works; a wrong or
 * locked login is 422, the service down 502, and nothing is saved either way.
 */
export const handler = companyRoute({ body: sfLoginBody }, async ({ caller, body }) => {
  const client = createSafetySoftwareClient({ baseUrl: systemBaseUrl('safety-software') });
  const { accountId } = await client.login(body.sfUsername, body.sfPassword).catch((error: unknown) => {
    throw toRouteError(error, ['invalid_credentials', 'locked']);
  });
  return saveCredentials(caller.companyId, 'safety-software', {
    record: { sfUsername: body.sfUsername, sfPassword: body.sfPassword },
    publicSettings: { accountId },
    state: 'connected',
    by: caller.userId,
  });
});
