import { DEFAULT_DRIVER_ID } from '#shared/access/roles';
import { submitBody } from '#shared/forms/fill-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { json } from '#lambdas/http/respond';
import { submitForm } from './submit-core.ts';

/** Submit a filled form on its published version (201); a retried submit of the same draft answers the first (200). */
export const handler = companyRoute({ body: submitBody }, async ({ caller, body }) => {
  const isDriver = caller.driverId !== DEFAULT_DRIVER_ID;
  const { view, created } = await submitForm(
    {
      companyId: caller.companyId, uploader: { kind: 'user', uid: caller.userId }, displayName: caller.displayName || caller.email,
      category: caller.driverId, uid: caller.userId, ...(isDriver ? { submittedByDriverId: caller.driverId } : {}),
    },
    body,
  );
  return json(created ? 201 : 200, view);
});
