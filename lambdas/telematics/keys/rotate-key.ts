import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { rotateKeyBody } from '#shared/company/feed-key-rotation';
import { keyIdParams } from '#shared/telematics/api';
import { rotateFeedKey } from './feed-keys.ts';

/** Replaces a feed key: the new key's secret is shown once; the old key keeps working for 24 hours. */
export const handler = companyRoute({ params: keyIdParams, body: rotateKeyBody }, async ({ caller, params, body }) =>
  json(201, await rotateFeedKey(caller.companyId, params.keyId, { ...(body.label !== undefined ? { label: body.label } : {}), by: caller.displayName })));
