import { driverParams, rangeQuery } from '#shared/schedules/api';
import { driverEntity } from '#lambdas/data/entities/driver';
import { NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { companyToday } from '#lambdas/data/company-zone';
import { driverSchedule, rangeOf } from './driver-range.ts';

/** One driver's weeks for the driver manager, drafts included. */
export const handler = companyRoute({ params: driverParams, query: rangeQuery }, async ({ caller, params, query }) => {
  const { data } = await driverEntity().get({ companyId: caller.companyId, DriverID: params.driverId }).go({ attributes: ['DriverID'] });
  if (!data) throw new NotFoundError('Driver not found.');
  return driverSchedule(caller.companyId, params.driverId, rangeOf(await companyToday(caller.companyId), query.from, query.to), false);
});
