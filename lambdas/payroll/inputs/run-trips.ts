import type { StoredPayout, TripLog } from '#shared/payroll/types';
import { tripLogEntity, tripLogSchema, type TripLogItem } from '#lambdas/data/entities/trip-log';
import { tripPayoutEntity, type TripPayoutItem } from '#lambdas/data/entities/trip-payout';

const NOT_ENGINE_FIELDS = new Set(['companyId', 'PayRunID', 'importBatchId', 'DriverName1', 'DriverName2', 'StatementOrderIndex', 'TripStartDate', 'TripDateText', 'SiteName', 'SpotPay']);

type NotPaidOn = 'companyId' | 'PayRunID' | 'importBatchId' | 'DriverName1' | 'DriverName2' | 'TripStartDate' | 'TripDateText' | 'SiteName' | 'SpotPay';
/** A trip as the calculation reads it: what the engine pays on, plus its place in the statement. */
export type PayTrip = Omit<TripLogItem, NotPaidOn>;
/** Read from the table for a calculation: the rest of a trip log (names, dates, import tags) only costs reading. */
const PAY_TRIP_ATTRIBUTES = Object.keys(tripLogSchema.attributes).filter((a) => a === 'StatementOrderIndex' || !NOT_ENGINE_FIELDS.has(a)) as Array<keyof PayTrip>;

export function byStatementOrder(a: PayTrip, b: PayTrip): number {
  return a.StatementOrderIndex - b.StatementOrderIndex;
}

/** Every trip of the run, in statement order. */
export async function loadRunTrips(companyId: string, PayRunID: string): Promise<TripLogItem[]> {
  const { data } = await tripLogEntity().query.byFirstDriver({ companyId, PayRunID }).go({ pages: 'all' });
  return data.sort(byStatementOrder);
}

/** The trips a driver ran in the run (either slot), in statement order. */
export async function loadDriverTrips(companyId: string, PayRunID: string, DriverID: string): Promise<TripLogItem[]> {
  const trips = tripLogEntity();
  const [first, second] = await Promise.all([
    trips.query.byFirstDriver({ companyId, PayRunID, DriverNo1: DriverID }).go({ pages: 'all' }),
    trips.query.bySecondDriver({ companyId, PayRunID, DriverNo2: DriverID }).go({ pages: 'all' }),
  ]);
  const seen = new Set<string>();
  return [...first.data, ...second.data].filter((t) => !seen.has(t.TripNumber) && seen.add(t.TripNumber)).sort(byStatementOrder);
}

/** Past the last key of `id` in a range over ids of one length (7-digit DriverIDs); callers filter by set. */
const rangeEnd = (id: string) => `${id}~`;

/**
 * The trips of a chunk of drivers: one range query over the first-driver order, plus the second-driver
 * index for those the statement lists as team partners (known later than the range query starts, so it
 * does not wait for them). By driver, in statement order.
 */
export async function loadChunkTrips(companyId: string, PayRunID: string, DriverIDs: readonly string[], secondDrivers: Promise<ReadonlySet<string>>): Promise<Map<string, PayTrip[]>> {
  const sorted = [...DriverIDs].sort();
  const wanted = new Set(sorted);
  const trips = tripLogEntity();
  const [first, seconds] = await Promise.all([
    trips.query.byFirstDriver({ companyId, PayRunID }).between({ DriverNo1: sorted[0]! }, { DriverNo1: rangeEnd(sorted[sorted.length - 1]!) }).go({ pages: 'all', attributes: PAY_TRIP_ATTRIBUTES }),
    secondDrivers.then((partners) => Promise.all(sorted.filter((id) => partners.has(id)).map((id) => trips.query.bySecondDriver({ companyId, PayRunID, DriverNo2: id }).go({ pages: 'all', attributes: PAY_TRIP_ATTRIBUTES })))),
  ]);
  const byDriver = new Map<string, PayTrip[]>(sorted.map((id) => [id, []]));
  for (const t of first.data as PayTrip[]) if (wanted.has(t.DriverNo1)) byDriver.get(t.DriverNo1)!.push(t);
  for (const { data } of seconds) for (const t of data as PayTrip[]) if (t.DriverNo2 && wanted.has(t.DriverNo2)) byDriver.get(t.DriverNo2)!.push(t);
  for (const list of byDriver.values()) list.sort(byStatementOrder);
  return byDriver;
}

/** The stored payouts of a chunk of drivers, with one range query (payouts are kept in driver order). */
export async function loadChunkPayouts(companyId: string, PayRunID: string, DriverIDs: readonly string[]): Promise<Map<string, TripPayoutItem[]>> {
  const sorted = [...DriverIDs].sort();
  const byDriver = new Map<string, TripPayoutItem[]>(sorted.map((id) => [id, []]));
  const { data } = await tripPayoutEntity().query.byDriver({ companyId, PayRunID }).between({ DriverID: sorted[0]! }, { DriverID: rangeEnd(sorted[sorted.length - 1]!) }).go({ pages: 'all' });
  for (const p of data) byDriver.get(p.DriverID)?.push(p);
  return byDriver;
}

export async function loadRunPayouts(companyId: string, PayRunID: string, DriverID?: string): Promise<TripPayoutItem[]> {
  const query = tripPayoutEntity().query.byDriver(DriverID === undefined ? { companyId, PayRunID } : { companyId, PayRunID, DriverID });
  const { data } = await query.go({ pages: 'all' });
  return data;
}

/**
 * The engine input of stored trips: a manual payout on a linehaul trip becomes that driver slot's
 * Flat Rate override (linehaul rule 1), so the engine itself produces the edited figure and its totals.
 */
export function tripLogsForEngine(trips: readonly PayTrip[], payouts: readonly TripPayoutItem[]): TripLog[] {
  const manual = new Map(payouts.filter((p) => p.manual).map((p) => [`${p.TripNumber}\u0000${p.DriverID}`, p.payout]));
  return trips.map((trip) => {
    const log = Object.fromEntries(Object.entries(trip).filter(([k, v]) => !NOT_ENGINE_FIELDS.has(k) && v !== undefined && v !== '')) as unknown as TripLog;
    if (trip.RunType !== 'LINEHAUL') return log;
    const slots: Array<[1 | 2, string]> = [[1, trip.DriverNo1], [2, trip.DriverNo2 ?? '']];
    for (const [slot, driverId] of slots) {
      const payout = manual.get(`${trip.TripNumber}\u0000${driverId}`);
      if (payout === undefined || driverId === '') continue;
      Object.assign(log, slot === 1 ? { DriverNo1PayType: 'Flat Rate', DriverNo1PayRate: payout } : { DriverNo2PayType: 'Flat Rate', DriverNo2PayRate: payout });
    }
    return log;
  });
}

/**
 * Spot payouts the engine keeps (spot rule 1): those set by hand. Calculated ones are computed again,
 * so a recalculation after a rule change pays by the new rule and an unchanged run stays identical.
 */
export function storedSpotPayouts(payouts: readonly TripPayoutItem[]): StoredPayout[] {
  return payouts.filter((p) => p.RunType === 'SPOT' && p.manual).map((p) => ({ TripNumber: p.TripNumber, DriverID: p.DriverID, payout: p.payout }));
}
