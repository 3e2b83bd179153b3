import { quarterQuery } from '#shared/reports/ivmr-api';
import { quarterDays } from '#shared/reports/fuel-periods';
import { quarterMiles } from '#shared/reports/ivmr-quarter';
import { companyRoute } from '#lambdas/http/route-handler';
import { periodMileage } from '#lambdas/reports/fuel/fuel-store';

/**
 * fleet-rules "Approval": per tractor, the quarter's miles inside the IVMR windows and outside every one,
 * read from the daily state-mileage rows IFTA reads, so the two add up to the tractor's IFTA miles.
 */
export const handler = companyRoute({ query: quarterQuery }, async ({ caller, query }) => {
  const { from, to } = quarterDays(query.quarter)!;
  return quarterMiles(query.quarter, await periodMileage(caller.companyId, from, to))!;
});
