import { readDay } from '#shared/fleet/dates';
import { companyZone } from '#lambdas/data/company-zone';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { tripLogEntity } from '#lambdas/data/entities/trip-log';

/** How many of the newest pay runs are searched for the driver's latest trip. */
const RUNS_SEARCHED = 4;

/**
 * The tractor whose papers a driver carries: the one he is logged into now (the feed keeps
 * `currentDriverId` on the tractor), else the tractor of his latest trip as first driver in the newest
 * pay runs. Undefined when neither names one.
 */
export async function tractorOfDriver(companyId: string, DriverID: string): Promise<string | undefined> {
  const { data: tractors } = await tractorEntity().query.byVehicleId({ companyId }).go({ pages: 'all', attributes: ['VehicleID', 'currentDriverId'] });
  const loggedIn = tractors.find((t) => t.currentDriverId === DriverID);
  if (loggedIn) return loggedIn.VehicleID;
  const { data: runs } = await payRunEntity().query.byRun({ companyId }).go({ order: 'desc', limit: RUNS_SEARCHED, attributes: ['PayRunID'] });
  const timeZone = await companyZone(companyId);
  for (const { PayRunID } of runs) {
    const { data: trips } = await tripLogEntity()
      .query.byFirstDriver({ companyId, PayRunID, DriverNo1: DriverID })
      .go({ pages: 'all', attributes: ['VehicleID', 'TripStartDate', 'StatementOrderIndex'] });
    const latest = trips
      .map((t) => ({ VehicleID: t.VehicleID, day: readDay(t.TripStartDate ?? '', timeZone) ?? -Infinity, order: t.StatementOrderIndex }))
      .sort((a, b) => b.day - a.day || b.order - a.order)[0];
    if (latest) return latest.VehicleID;
  }
  return undefined;
}
