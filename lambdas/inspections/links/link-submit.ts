import { DEFAULT_DRIVER_ID } from '#shared/access/roles';
import { linkSubmitBody } from '#shared/forms/fill-api';
import { provenRoute } from '#lambdas/http/route-handler';
import { json } from '#lambdas/http/respond';
import { submitForm } from '#lambdas/inspections/fill/submit-core';
import { linkOfRequest } from './link-tokens.ts';

/**
 * Through a tractor's link: the same submit as a signed-in person's, about the link's tractor only (the
 * body names no tractor: strict), under the visitor's given name and the default driver id.
 */
export const handler = provenRoute((event) => linkOfRequest(event.headers), async ({ caller: link, body }) => {
  const { inspectorName, ...rest } = body;
  const { view, created } = await submitForm(
    { companyId: link.companyId, uploader: { kind: 'link', linkId: link.linkId }, displayName: inspectorName, category: DEFAULT_DRIVER_ID, uid: `link:${link.linkId}` },
    { ...rest, VehicleID: link.VehicleID },
  );
  return json(created ? 201 : 200, view);
}, { body: linkSubmitBody });
