import { uploadBody } from '#shared/forms/fill-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { json } from '#lambdas/http/respond';
import { imageUploadPost } from './form-images.ts';

/** A presigned POST for one photo or signature (JPEG, at most 5 MB) in the caller's own upload folder. */
export const handler = companyRoute({ body: uploadBody }, async ({ caller }) => json(201, await imageUploadPost(caller.companyId, { kind: 'user', uid: caller.userId })));
