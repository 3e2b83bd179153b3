import { feedKeyBody } from '#shared/telematics/api';
import { companyRoute } from '#lambdas/http/route-handler';
import { json } from '#lambdas/http/respond';
import { createFeedKey } from './feed-keys.ts';

/** A new feed key: the answer is the only time its secret is shown. */
export const handler = companyRoute({ body: feedKeyBody }, async ({ caller, body }) =>
  json(201, await createFeedKey(caller.companyId, { label: body.label, createdBy: caller.displayName })));
