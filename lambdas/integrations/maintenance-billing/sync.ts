import { syncBody } from '#shared/integrations/maintenance-billing';
import { signedInRoute } from '#lambdas/http/route-handler';
import { credentialsOf, getConnection, recordCheck } from '#lambdas/integrations/connections';
import { systemBaseUrl } from '#lambdas/integrations/outside-port';
import { BILLING_CALL_TIMEOUT_MS, createMaintenanceBillingClient } from './client.ts';
import { establishSync } from './establish-sync.ts';
import type { BillingLogin } from './port.ts';

const SYSTEM = 'maintenance-billing';

/** establishMbaSyncV2: 200 `{ok, code?, message?}` whatever the portal says (a caller without company: `no_company`). */
export const handler = signedInRoute({ body: syncBody }, async ({ caller, body }) => {
  const companyId = caller.companyId;
  return establishSync(companyId, body.forceRediscover, () => ({
    login: async () => (await credentialsOf(companyId!, SYSTEM)) as BillingLogin | null,
    settings: async () => (await getConnection(companyId!, SYSTEM)).publicSettings,
    record: async (outcome) => void (await recordCheck(companyId!, SYSTEM, outcome)),
    billing: createMaintenanceBillingClient({ baseUrl: systemBaseUrl(SYSTEM), timeoutMs: BILLING_CALL_TIMEOUT_MS }),
  }));
});
