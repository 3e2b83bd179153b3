import { companyRoute } from '#lambdas/http/route-handler';
import { listConnections } from '#lambdas/integrations/connections';
import { listFeedKeys } from '#lambdas/telematics/keys/feed-keys';
import { companyZoneWithSource } from '#lambdas/data/company-zone';
import { loadCompany, profileView } from './profile.ts';

/** The setup page's opening call: the profile (never a credential), the outside systems' states and the feed keys (never a secret). */
export const handler = companyRoute({}, async ({ caller }) => {
  const [company, integrations, feedKeys, zone] = await Promise.all([loadCompany(caller.companyId), listConnections(caller.companyId), listFeedKeys(caller.companyId), companyZoneWithSource(caller.companyId)]);
  return { profile: profileView(company, zone), integrations, feedKeys };
});
