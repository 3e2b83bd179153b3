import { provenRoute } from '#lambdas/http/route-handler';
import { companyToday } from '#lambdas/data/company-zone';
import { driverSchedule, rangeOf } from './driver-range.ts';
import { scheduleLinkOfRequest } from './link-tokens.ts';

/** Through a driver's signed link: that driver's published schedule, this week and the next. Nothing else. */
export const handler = provenRoute((event) => scheduleLinkOfRequest(event.headers), async ({ caller: link }) =>
  driverSchedule(link.companyId, link.category, rangeOf(await companyToday(link.companyId)), true));
