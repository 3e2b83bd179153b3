import type { StoredPayout, TripLog } from '#shared/payroll/types';
import { tripLogEntity, type TripLogItem } from '../../data/entities/trip-log.ts';
import { tripPayoutEntity, type TripPayoutItem } from '../../data/entities/trip-payout.ts';

const NOT_ENGINE_FIELDS = new Set(['companyId', 'PayRunID', 'importBatchId', 'DriverName1', 'DriverName2', 'StatementOrderIndex', 'TripStartDate', 'TripDateText', 'SiteName', 'SpotPay']);

export function byStatementOrder(a: TripLogItem, b: TripLogItem): number {
  return a.StatementOrderIndex - b.StatementOrderIndex;
}

/** Every trip of the run, in statement order. */
export async function loadRunTrips(companyId: string, PayRunID: string): Promise<TripLogItem[]> {
  const { data } = await tripLogEntity().query.byVehicle({ companyId, PayRunID }).go({ pages: 'all' });
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

export async function loadRunPayouts(companyId: string, PayRunID: string, DriverID?: string): Promise<TripPayoutItem[]> {
  const query = tripPayoutEntity().query.byDriver(DriverID === undefined ? { companyId, PayRunID } : { companyId, PayRunID, DriverID });
  const { data } = await query.go({ pages: 'all' });
  return data;
}

/**
 * The engine input of stored trips: a manual payout on a linehaul trip becomes that driver slot's
 * Flat Rate override (linehaul rule 1), so the engine itself produces the edited figure and its totals.
 */
export function tripLogsForEngine(trips: readonly TripLogItem[], payouts: readonly TripPayoutItem[]): TripLog[] {
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
