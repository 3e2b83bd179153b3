import { keyIdParams } from '#shared/telematics/api';
import { companyRoute } from '#lambdas/http/route-handler';
import { revokeFeedKey } from './feed-keys.ts';

/** Revokes a feed key for good: the provider's next batch with it is refused. */
export const handler = companyRoute({ params: keyIdParams }, async ({ caller, params }) => revokeFeedKey(caller.companyId, params.keyId, caller.displayName));
