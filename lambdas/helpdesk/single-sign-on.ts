import { SSO_ERROR, ssoBody, ssoUrlOf, type SsoAnswer } from '#shared/helpdesk/helpdesk-api';
import { companyEntity } from '#lambdas/data/entities/company';
import { NotFoundError, OutsideSystemError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { recordCheck } from '#lambdas/integrations/connections';
import { OutsidePortError, systemBaseUrl, toRouteError } from '#lambdas/integrations/outside-port';
import { createHelpdeskClient, HELPDESK_CALL_TIMEOUT_MS } from './helpdesk-client.ts';

const SYSTEM = 'helpdesk';

/**
 * whmcsSsoHelpdeskLoginRequest / whmcsSsoLoginRequest: a one-time sign-on URL of the helpdesk for the
 * caller's company, its client record made at the first sign-on. An answer without its URL part is
 * "SSO Error" (502), as the page shows it.
 */
export const handler = companyRoute({ body: ssoBody }, async ({ caller, body }): Promise<SsoAnswer> => {
  const { companyId } = caller;
  const helpdesk = createHelpdeskClient({ baseUrl: systemBaseUrl(SYSTEM), timeoutMs: HELPDESK_CALL_TIMEOUT_MS });
  const { data: company } = await companyEntity().get({ companyId }).go({ attributes: ['companyName', 'companyEmail', 'whmcsClientId'] });
  if (!company) throw new NotFoundError('Company not found.');
  try {
    let clientId = company.whmcsClientId;
    if (!clientId) {
      ({ clientId } = await helpdesk.createClient({ companyName: company.companyName ?? companyId, companyEmail: company.companyEmail ?? caller.email }));
      await companyEntity().patch({ companyId }).set({ whmcsClientId: clientId }).go();
    }
    const url = ssoUrlOf(await helpdesk.ssoToken(clientId, body.target));
    if (!url) {
      await recordCheck(companyId, SYSTEM, { ok: false, code: 'sso_error', message: 'The helpdesk answered without a sign-on URL.' });
      throw new OutsideSystemError(SYSTEM, 'sso_error', SSO_ERROR);
    }
    await recordCheck(companyId, SYSTEM, { ok: true });
    return { url };
  } catch (error) {
    if (error instanceof OutsidePortError) await recordCheck(companyId, SYSTEM, { ok: false, code: error.code, message: error.message });
    throw toRouteError(error);
  }
});
