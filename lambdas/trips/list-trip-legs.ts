import { findBrokenLegs } from '#shared/trips/broken-legs';
import { tripLegsQuery, type MissingRunView, type TripLegsAnswer } from '#shared/trips/api';
import { missingRunFlagEntity } from '#lambdas/data/entities/missing-run-flag';
import { companyRoute } from '#lambdas/http/route-handler';
import { drivingKey, runsTouching, tractorTrips } from './trip-records.ts';

/**
 * A tractor's trip records for a date range, a bounded page at a time (cursor = the last trip's place in
 * driving order), with the broken legs of the whole range and the tractor's missing-run flags beside them.
 */
export const handler = companyRoute({ query: tripLegsQuery }, async ({ caller, query }): Promise<TripLegsAnswer> => {
  const { companyId } = caller;
  const runs = await runsTouching(companyId, query.from, query.to);
  const trips = await tractorTrips(companyId, query.vehicleId, runs, query.from, query.to);
  const brokenLegs = findBrokenLegs(trips.map((t) => ({ ...t, TripStartDate: t.tripDate })));
  const broken = new Set(brokenLegs.map((b) => `${b.PayRunID}~${b.TripNumber}`));
  const after = query.cursor ? trips.findIndex((t) => drivingKey(t) > query.cursor!) : 0;
  const start = after === -1 ? trips.length : after;
  const page = trips.slice(start, start + query.limit).map((t) => ({ ...t, brokenLeg: broken.has(`${t.PayRunID}~${t.TripNumber}`) }));
  const flags = await Promise.all(runs.map((PayRunID) => missingRunFlagEntity().query.byRun({ companyId, PayRunID }).go({ pages: 'all' })));
  const missingRuns: MissingRunView[] = flags
    .flatMap(({ data }) => data)
    .filter((f) => f.VehicleID === query.vehicleId)
    .map((f) => ({ PayRunID: f.PayRunID, TripNumber: f.TripNumber, DriverID: f.DriverID ?? '', reason: f.reason, resolved: f.resolved ?? false }));
  const hasMore = start + page.length < trips.length;
  const last = page.at(-1);
  return { trips: page, brokenLegs, missingRuns, tripCount: trips.length, hasMore, ...(hasMore && last ? { cursor: drivingKey(last) } : {}) };
});
