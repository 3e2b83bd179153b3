import { eventBatchBody } from '#shared/telematics/provider-event';
import { feedKeyFromHeaders } from '#shared/telematics/feed-key-format';
import { UnauthenticatedError } from '#lambdas/http/errors';
import { publicRoute } from '#lambdas/http/route-handler';
import { companyOfFeedKey } from '#lambdas/telematics/keys/feed-keys';
import { companyZone } from '#lambdas/data/company-zone';
import { ingestBatch } from './ingest-batch.ts';

/**
 * The provider's batches. Public to API Gateway (a machine has no Cognito token): the company is the
 * one its feed key names and proves, never anything in the body.
 */
export const handler = publicRoute(async ({ event, body }) => {
  const companyId = await companyOfFeedKey(feedKeyFromHeaders(event.headers ?? {}));
  if (!companyId) throw new UnauthenticatedError('The feed key is missing, wrong or revoked.');
  return ingestBatch(companyId, body.events, await companyZone(companyId));
}, { body: eventBatchBody });
