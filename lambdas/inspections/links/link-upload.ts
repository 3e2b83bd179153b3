import { uploadBody } from '#shared/forms/fill-api';
import { provenRoute } from '#lambdas/http/route-handler';
import { json } from '#lambdas/http/respond';
import { imageUploadPost } from '#lambdas/inspections/fill/form-images';
import { linkOfRequest } from './link-tokens.ts';

/** Through a tractor's link: a presigned POST for one JPEG in the link's own folder. */
export const handler = provenRoute((event) => linkOfRequest(event.headers), async ({ caller: link, body }) => {
  return json(201, await imageUploadPost(link.companyId, { kind: 'link', linkId: link.linkId }, body.imageId));
}, { body: uploadBody });
