import { connectBody, type BillingConnection } from '#shared/integrations/maintenance-billing';
import { ConflictError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { credentialsOf, getConnection, recordCheck } from '#lambdas/integrations/connections';
import { OutsidePortError, systemBaseUrl, toRouteError } from '#lambdas/integrations/outside-port';
import { BILLING_CALL_TIMEOUT_MS, createMaintenanceBillingClient } from './client.ts';
import { discoverProvider } from './establish-sync.ts';
import type { BillingLogin } from './port.ts';

const SYSTEM = 'maintenance-billing';

/** connectCompanyMgba: the service provider of the saved FedEx client id, kept on the connection. */
export const handler = companyRoute({ body: connectBody }, async ({ caller }): Promise<BillingConnection> => {
  const { companyId } = caller;
  const login = (await credentialsOf(companyId, SYSTEM)) as BillingLogin | null;
  if (!login) throw new ConflictError('Save the maintenance billing login on Company Setup first.');
  const billing = createMaintenanceBillingClient({ baseUrl: systemBaseUrl(SYSTEM), timeoutMs: BILLING_CALL_TIMEOUT_MS });
  try {
    const provider = await discoverProvider(billing, login.clientFedExId);
    const setQueryUrlEstablished = (await getConnection(companyId, SYSTEM)).publicSettings.setQueryUrlEstablished ?? false;
    await recordCheck(companyId, SYSTEM, { ok: true, publicSettings: { ...provider, setQueryUrlEstablished } });
    return { ...provider, setQueryUrlEstablished };
  } catch (error) {
    if (!(error instanceof OutsidePortError)) throw error;
    await recordCheck(companyId, SYSTEM, { ok: false, code: error.code, message: error.message });
    throw toRouteError(error, ['no_provider']);
  }
});
