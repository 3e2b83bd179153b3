import { driverEntity } from '#lambdas/data/entities/driver';
import { driverLogEventEntity } from '#lambdas/data/entities/driver-log-event';
import { positionEntity, type PositionItem } from '#lambdas/data/entities/position';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { tractorDayMileageEntity } from '#lambdas/data/entities/tractor-day-mileage';
import { batchGet } from '#lambdas/data/batch';
import { NotFoundError } from '#lambdas/http/errors';
import { LOG_CODE_MEANING, type GpsEventView, type LogInView, type OdometerDay } from '#shared/telematics/api';
import { localDay, shiftDay } from '#shared/telematics/local-day';
import { POSITION_EVENT } from '#shared/telematics/provider-event';

/** Spec §9: position feed 50, 213 records 40, odometer history 31 days. */
export const GPS_EVENTS_SHOWN = 50;
export const LOG_INS_SHOWN = 40;
export const ODOMETER_DAYS = 31;
/** How far back the GPS list walks day partitions looking for 50 reports. */
const GPS_DAYS_BACK = 14;

export async function assertTractor(companyId: string, VehicleID: string): Promise<void> {
  const { data } = await tractorEntity().get({ companyId, VehicleID }).go({ attributes: ['VehicleID'] });
  if (!data) throw new NotFoundError('No such tractor.');
}

function gpsView(p: PositionItem): GpsEventView {
  return {
    eventId: p.eventId, eventType: p.eventType, posTimeStamp: p.posTimeStamp, odometer: p.odometer ?? null, stateProv: p.stateProv ?? null,
    city: p.city ?? null, speed: p.speed ?? null, ignition: p.ignition ?? null, driverID: p.driverID ?? null, lat: p.lat ?? null, lon: p.lon ?? null,
  };
}

/** The newest 50 position reports, walking the tractor's day partitions back from today. */
export async function gpsEvents(companyId: string, VehicleID: string, timeZone: string, now = Date.now()): Promise<GpsEventView[]> {
  const out: PositionItem[] = [];
  const nowIso = new Date(now + 86_400_000).toISOString();
  let day = localDay(now, timeZone);
  for (let i = 0; i < GPS_DAYS_BACK && out.length < GPS_EVENTS_SHOWN; i++, day = shiftDay(day, -1)) {
    const { data } = await positionEntity().query.byTractorDay({ companyId, VehicleID, day }).go({ pages: 'all' });
    out.push(...data.filter((p) => p.eventType === POSITION_EVENT && p.posTimeStamp <= nowIso));
  }
  return out.sort((a, b) => b.posTimeStamp.localeCompare(a.posTimeStamp)).slice(0, GPS_EVENTS_SHOWN).map(gpsView);
}

export async function driverNames(companyId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const drivers = await batchGet(driverEntity(), unique.map((DriverID) => ({ companyId, DriverID })));
  return new Map(drivers.map((d) => [d.DriverID, d.DisplayName ?? `${d.FirstName ?? ''} ${d.LastName ?? ''}`.trim()]));
}


/** The tractor's newest 40 log-in events (its "213 records"). */
export async function logIns(companyId: string, VehicleID: string): Promise<LogInView[]> {
  const { data } = await driverLogEventEntity().query.byTractor({ companyId, VehicleID }).go({ order: 'desc', limit: LOG_INS_SHOWN });
  const names = await driverNames(companyId, data.map((e) => e.DriverID));
  return data.map((e) => ({ eventId: e.eventId, posTimeStamp: e.posTimeStamp, DriverID: e.DriverID, driverName: names.get(e.DriverID) ?? null, code: e.code, meaning: LOG_CODE_MEANING[e.code] ?? String(e.code) }));
}

/** The last 31 local days with the feed's miles by state, newest first; a day without rows shows 0 miles. */
export async function odometerHistory(companyId: string, VehicleID: string, timeZone: string, now = Date.now()): Promise<OdometerDay[]> {
  const today = localDay(now, timeZone);
  const first = shiftDay(today, -(ODOMETER_DAYS - 1));
  const { data } = await tractorDayMileageEntity().query.byTractor({ companyId, VehicleID }).gte({ date: first }).go({ pages: 'all' });
  const days: OdometerDay[] = [];
  for (let d = today; d >= first; d = shiftDay(d, -1)) {
    const rows = data.filter((r) => r.date === d);
    const starts = rows.map((r) => r.odoStart).filter((x): x is number => x !== undefined);
    const stops = rows.map((r) => r.odoStop).filter((x): x is number => x !== undefined);
    const states = rows.map((r) => ({ state: r.state, miles: r.miles ?? 0 })).sort((a, b) => b.miles - a.miles);
    days.push({
      date: d, odoStart: starts.length ? Math.min(...starts) : null, odoStop: stops.length ? Math.max(...stops) : null,
      miles: Math.round(states.reduce((s, x) => s + x.miles, 0) * 10) / 10, states,
    });
  }
  return days;
}
