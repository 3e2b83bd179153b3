import { formatIsoDate } from '#shared/dates/calendar-day';
import { tryReadDate } from '#shared/dates/read-date';
import type { TripRecordView } from '#shared/trips/api';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { tripLogEntity } from '#lambdas/data/entities/trip-log';

const UNDATED = '9999-12-31';

/** The pay runs whose period touches [from, to] (pay runs are weekly: a 92-day range touches ≤ 15). */
export async function runsTouching(companyId: string, from: string, to: string): Promise<string[]> {
  const { data } = await payRunEntity().query.byRun({ companyId }).go({ pages: 'all', attributes: ['PayRunID', 'PayPeriod'] });
  return data.filter((r) => r.PayPeriod.startDate <= to && r.PayPeriod.endDate >= from).map((r) => r.PayRunID);
}

/** A trip's place in driving order as a sortable text; also the page cursor. */
export function drivingKey(trip: Pick<TripRecordView, 'tripDate' | 'PayRunID' | 'StatementOrderIndex'>): string {
  return `${trip.tripDate || UNDATED}~${trip.PayRunID}~${String(trip.StatementOrderIndex).padStart(6, '0')}`;
}

/** One tractor's trips of the given runs dated within [from, to] (undated trips of those runs too), in driving order. */
export async function tractorTrips(companyId: string, VehicleID: string, runs: readonly string[], from: string, to: string): Promise<TripRecordView[]> {
  const perRun = await Promise.all(runs.map((PayRunID) => tripLogEntity().query.byVehicle({ companyId, PayRunID, VehicleID }).go({ pages: 'all' })));
  return perRun
    .flatMap(({ data }) => data)
    .map((t) => {
      const day = tryReadDate(t.TripStartDate ?? '');
      return {
        PayRunID: t.PayRunID,
        TripNumber: t.TripNumber,
        VehicleID: t.VehicleID,
        tripDate: day === undefined ? '' : formatIsoDate(day),
        RunType: t.RunType,
        DriverNo1: t.DriverNo1,
        DriverName1: t.DriverName1 ?? '',
        DriverNo2: t.DriverNo2 ?? '',
        LegOrg: t.LegOrg ?? '',
        LegDest: t.LegDest ?? '',
        SpotName: t.SpotName ?? t.SiteName ?? '',
        MilesQTY: t.MilesQTY,
        StatementOrderIndex: t.StatementOrderIndex,
        brokenLeg: false,
      };
    })
    .filter((t) => t.tripDate === '' || (t.tripDate >= from && t.tripDate <= to))
    .sort((a, b) => drivingKey(a).localeCompare(drivingKey(b)));
}
