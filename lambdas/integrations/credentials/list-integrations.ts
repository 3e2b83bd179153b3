import { companyEntity } from '#lambdas/data/entities/company';
import { feedKeyEntity } from '#lambdas/data/entities/feed-key';
import { companyRoute } from '#lambdas/http/route-handler';
import type { IntegrationView } from '#shared/integrations/systems';
import { listConnections } from '#lambdas/integrations/connections';

/** A feed key used within this long counts as a live feed. */
const FEED_LIVE_MS = 24 * 60 * 60 * 1000;

function derived(system: 'telematics-feed' | 'fuel-cards', connected: boolean, lastCheckedAt?: string): IntegrationView {
  return { system, state: connected ? 'connected' : 'not_connected', hasCredentials: false, publicSettings: {}, version: 0, ...(lastCheckedAt ? { lastCheckedAt } : {}) };
}

/** The company's outside systems, then the telematics feed (a key used in the last 24 h) and the fuel card file. */
export const handler = companyRoute({}, async ({ caller }) => {
  const [connections, keys, company] = await Promise.all([
    listConnections(caller.companyId),
    feedKeyEntity().query.byKeyId({ companyId: caller.companyId }).go({ pages: 'all' }),
    companyEntity().get({ companyId: caller.companyId }).go(),
  ]);
  const lastUsed = keys.data.filter((k) => !k.revokedAt || Date.parse(k.revokedAt) > Date.now()).map((k) => k.lastUsedAt ?? '').sort().pop() || undefined;
  const feedLive = lastUsed !== undefined && Date.now() - Date.parse(lastUsed) < FEED_LIVE_MS;
  return {
    integrations: [
      ...connections,
      derived('telematics-feed', feedLive, lastUsed),
      derived('fuel-cards', company.data?.isWexIntegrationCompleted === true),
    ],
  };
});
