import { fleetDayMileageEntity } from '#lambdas/data/entities/fleet-day-mileage';
import { tractorDayMileageEntity } from '#lambdas/data/entities/tractor-day-mileage';
import { segmentMiles, type DayStateMiles, type Reading } from '#shared/telematics/segment-miles';
import { shiftDay } from '#shared/telematics/local-day';
import { POSITION_EVENT } from '#shared/telematics/provider-event';
import { positionsOfDay } from './stored-events.ts';

/** Miles added to the fleet's days by one batch, summed over its tractors. */
export type FleetDelta = Map<string, number>;

function addDelta(delta: FleetDelta, date: string, miles: number): void {
  if (miles !== 0) delta.set(date, Math.round(((delta.get(date) ?? 0) + miles) * 10) / 10);
}

/** In time order after the stored latest reading: the new segments' miles are added to the stored rows. */
export async function addSegments(companyId: string, VehicleID: string, readings: readonly Reading[], timeZone: string, delta: FleetDelta): Promise<void> {
  const rows = segmentMiles(readings, timeZone);
  const updatedAt = new Date().toISOString();
  await Promise.all(rows.map((row) => {
    addDelta(delta, row.date, row.miles);
    return tractorDayMileageEntity()
      .upsert({ companyId, VehicleID, date: row.date, state: row.state, month: row.date.slice(0, 7), updatedAt })
      .add({ miles: row.miles })
      .ifNotExists({ odoStart: row.odoStart })
      .set({ odoStop: row.odoStop })
      .go();
  }));
}

/**
 * An event arrived out of order: these days are computed again from their stored positions (with the day
 * before, whose last reading starts the day's first segment, and the day after, whose first reading ends
 * its last one) and their rows replaced.
 */
export async function recomputeDays(companyId: string, VehicleID: string, days: ReadonlySet<string>, timeZone: string, delta: FleetDelta): Promise<void> {
  const wanted = new Set<string>();
  for (const d of days) for (const x of [-1, 0, 1]) wanted.add(shiftDay(d, x));
  const byDay = new Map(await Promise.all([...wanted].map(async (d) => [d, await positionsOfDay(companyId, VehicleID, d)] as const)));
  const readings: Reading[] = [...byDay.values()].flat().filter((p) => p.eventType === POSITION_EVENT)
    .map((p) => ({ atMs: Date.parse(p.posTimeStamp), odometer: p.odometer, stateProv: p.stateProv, country: p.country }));
  const rows = segmentMiles(readings, timeZone);
  await Promise.all([...days].map((d) => replaceDay(companyId, VehicleID, d, rows.filter((r) => r.date === d), delta)));
}

async function replaceDay(companyId: string, VehicleID: string, date: string, rows: DayStateMiles[], delta: FleetDelta): Promise<void> {
  const entity = tractorDayMileageEntity();
  const { data: old } = await entity.query.byTractor({ companyId, VehicleID, date }).go({ pages: 'all' });
  const updatedAt = new Date().toISOString();
  const keep = new Set(rows.map((r) => r.state));
  addDelta(delta, date, rows.reduce((s, r) => s + r.miles, 0) - old.reduce((s, r) => s + (r.miles ?? 0), 0));
  await Promise.all([
    ...rows.map((r) => entity.put({ companyId, VehicleID, date, state: r.state, month: date.slice(0, 7), miles: r.miles, odoStart: r.odoStart, odoStop: r.odoStop, updatedAt }).go()),
    ...old.filter((o) => !keep.has(o.state)).map((o) => entity.delete({ companyId, VehicleID, date, state: o.state }).go()),
  ]);
}

export async function applyFleetDelta(companyId: string, delta: FleetDelta): Promise<void> {
  const updatedAt = new Date().toISOString();
  await Promise.all([...delta].filter(([, miles]) => miles !== 0).map(([date, miles]) =>
    fleetDayMileageEntity().upsert({ companyId, year: date.slice(0, 4), date, updatedAt }).add({ miles }).go()));
}
