import { companyRoute } from '#lambdas/http/route-handler';
import { listFeedKeys } from './feed-keys.ts';

/** The company's feed keys, newest first; never a secret. */
export const handler = companyRoute({}, async ({ caller }) => ({ keys: await listFeedKeys(caller.companyId) }));
