import { rangeQuery } from '#shared/schedules/api';
import { companyRoute } from '#lambdas/http/route-handler';
import { companyToday } from '#lambdas/data/company-zone';
import { driverSchedule, rangeOf } from './driver-range.ts';
import { ownDriverId } from './own-driver.ts';

/** The caller's own published schedule: only entries whose category is his DriverID. */
export const handler = companyRoute({ query: rangeQuery }, async ({ caller, query }) =>
  driverSchedule(caller.companyId, ownDriverId(caller), rangeOf(await companyToday(caller.companyId), query.from, query.to), true));
