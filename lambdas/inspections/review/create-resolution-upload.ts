import { resolutionUploadBody } from '#shared/forms/review-api';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { resolutionUploadPost } from './review-images.ts';

/** A presigned POST for one repair photo (JPEG, at most 5 MB); resolving a fault then names its key. */
export const handler = companyRoute({ body: resolutionUploadBody }, async ({ caller, body }) => json(201, await resolutionUploadPost(caller.companyId, body.fileSize)));
