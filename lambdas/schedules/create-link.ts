import { scheduleLinkBody } from '#shared/schedules/api';
import { driverEntity } from '#lambdas/data/entities/driver';
import { ForbiddenError, NotFoundError } from '#lambdas/http/errors';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { mayHandleLinksOf } from './link-access.ts';
import { createScheduleLink } from './link-tokens.ts';
import { ownDriverId } from './own-driver.ts';

/** A signed, expiring link to a driver's published schedule; the token is answered this once only. */
export const handler = companyRoute({ body: scheduleLinkBody }, async ({ caller, body }) => {
  const DriverID = body.DriverID ?? ownDriverId(caller);
  if (!mayHandleLinksOf(caller, DriverID)) throw new ForbiddenError();
  const { data } = await driverEntity().get({ companyId: caller.companyId, DriverID }).go({ attributes: ['DriverID'] });
  if (!data) throw new NotFoundError('Driver not found.');
  return json(201, await createScheduleLink(caller.companyId, DriverID, body.expiresInDays, caller.displayName || caller.email || caller.userId));
});
