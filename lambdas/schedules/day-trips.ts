import type { DayTrip } from '#shared/schedules/api';
import { readDay, formatIsoDate } from '#shared/fleet/dates';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { loadDriverTrips } from '#lambdas/payroll/inputs/run-trips';

/**
 * The driver's trips of `day` from the pay runs' trip logs (either driver slot): only the runs whose
 * period holds the day are read, and nothing before `earliest` (the start of the previous month).
 */
export async function tripsOfDay(companyId: string, DriverID: string, day: string, earliest: string, timeZone: string): Promise<DayTrip[]> {
  if (day < earliest) return [];
  const { data: runs } = await payRunEntity().query.byRun({ companyId }).go({ pages: 'all', attributes: ['PayRunID', 'PayPeriod'] });
  const within = runs.filter((r) => {
    const start = readDay(r.PayPeriod?.startDate ?? '', timeZone);
    const end = readDay(r.PayPeriod?.endDate ?? '', timeZone);
    return start !== undefined && end !== undefined && formatIsoDate(start) <= day && day <= formatIsoDate(end);
  });
  const trips = (await Promise.all(within.map((r) => loadDriverTrips(companyId, r.PayRunID, DriverID)))).flat();
  return trips
    .filter((t) => {
      const d = readDay(t.TripStartDate ?? '', timeZone);
      return d !== undefined && formatIsoDate(d) === day;
    })
    .map((t) => ({ TripNumber: t.TripNumber, VehicleID: t.VehicleID, RunType: t.RunType, LegOrg: t.LegOrg ?? '', LegDest: t.LegDest ?? '', MilesQTY: t.MilesQTY, PayRunID: t.PayRunID }));
}
