import { uploadBody } from '#shared/forms/fill-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { json } from '#lambdas/http/respond';
import { imageUploadPost } from './form-images.ts';

/** A presigned POST for one photo or signature (JPEG, at most 5 MB) in the caller's own upload folder, at a key made from the phone's imageId when given. */
export const handler = companyRoute({ body: uploadBody }, async ({ caller, body }) => json(201, await imageUploadPost(caller.companyId, { kind: 'user', uid: caller.userId }, body.imageId)));
