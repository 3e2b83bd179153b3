import { uploadBody } from '#shared/forms/fill-api';
import { publicRoute } from '#lambdas/http/route-handler';
import { json } from '#lambdas/http/respond';
import { imageUploadPost } from '#lambdas/inspections/fill/form-images';
import { linkOfRequest } from './link-tokens.ts';

/** Through a tractor's link: a presigned POST for one JPEG in the link's own folder. */
export const handler = publicRoute(async ({ event }) => {
  const link = await linkOfRequest(event.headers);
  return json(201, await imageUploadPost(link.companyId, { kind: 'link', linkId: link.linkId }));
}, { body: uploadBody });
