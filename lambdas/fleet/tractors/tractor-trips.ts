import { tractorParams } from '#shared/fleet/tractor-api';
import { startOfPreviousMonth } from '#shared/fleet/tractor-list';
import { fuelLogEntity } from '#lambdas/data/entities/fuel-log';
import { tripLogEntity } from '#lambdas/data/entities/trip-log';
import { companyRoute } from '#lambdas/http/route-handler';
import { companyToday } from '#lambdas/data/company-zone';
import { runsSince } from './tractor-runs.ts';
import { getTractor } from './tractor-store.ts';

const strip = <T extends object>(x: T) => Object.fromEntries(Object.entries(x).filter(([k]) => k !== 'companyId' && k !== 'importBatchId'));

/** A tractor's trips and fuel of the pay runs since the start of the previous month (spec part 2 §9). */
export const handler = companyRoute({ params: tractorParams }, async ({ caller, params }) => {
  await getTractor(caller, params.vehicleId);
  const from = startOfPreviousMonth(await companyToday(caller.companyId));
  const runs = await runsSince(caller, from);
  const weeks = await Promise.all(
    runs.map(async (PayRunID) => {
      const key = { companyId: caller.companyId, PayRunID, VehicleID: params.vehicleId };
      const [trips, fuel] = await Promise.all([tripLogEntity().query.byVehicle(key).go({ pages: 'all' }), fuelLogEntity().query.vehicleWeek(key).go({ pages: 'all' })]);
      return { trips: trips.data.map((t) => ({ ...strip(t), PayRunID })), fuel: fuel.data.map((f) => ({ ...strip(f), PayRunID })) };
    }),
  );
  return { from, trips: weeks.flatMap((w) => w.trips), fuel: weeks.flatMap((w) => w.fuel) };
});
