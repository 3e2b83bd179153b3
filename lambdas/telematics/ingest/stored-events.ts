import { driverLogEventEntity } from '#lambdas/data/entities/driver-log-event';
import { positionEntity, type PositionItem } from '#lambdas/data/entities/position';
import { batchGet, batchPut } from '#lambdas/data/batch';
import { localDay } from '#shared/telematics/local-day';
import type { LogEvent, PositionEvent } from '#shared/telematics/provider-event';

/** 4 years and a quarter (IFTA keeps 4 years after the quarter), in seconds. */
const POSITION_TTL_S = Math.round((4 * 365.25 + 92) * 86_400);

export function positionItem(companyId: string, VehicleID: string, e: PositionEvent, timeZone: string, receivedAt: string): PositionItem {
  return {
    companyId, VehicleID, day: localDay(e.atMs, timeZone), eventId: e.eventId, eventType: e.eventType, posTimeStamp: e.posTimeStamp,
    ...(e.driverID ? { driverID: e.driverID } : {}), ...(e.odometer !== undefined ? { odometer: e.odometer } : {}),
    ...(e.stateProv ? { stateProv: e.stateProv } : {}), ...(e.country ? { country: e.country } : {}), ...(e.city ? { city: e.city } : {}),
    ...(e.lat !== undefined && e.lon !== undefined ? { lat: e.lat, lon: e.lon } : {}),
    ...(e.speed !== undefined ? { speed: e.speed } : {}), ...(e.ignition ? { ignition: e.ignition } : {}),
    receivedAt, expiresAt: Math.floor(e.atMs / 1000) + POSITION_TTL_S,
  };
}

export function logEventItem(companyId: string, VehicleID: string, e: LogEvent, receivedAt: string) {
  return { companyId, VehicleID, posTimeStamp: e.posTimeStamp, eventId: e.eventId, DriverID: e.driverID, code: e.code, receivedAt };
}

type PositionKey = Pick<PositionItem, 'companyId' | 'VehicleID' | 'day' | 'eventId'>;
type LogKey = { companyId: string; VehicleID: string; posTimeStamp: string; eventId: string };

/** Keys of these events already stored: a re-sent event is a duplicate, never a second item. */
export async function storedKeys(positions: readonly PositionKey[], logs: readonly LogKey[]): Promise<Set<string>> {
  const [p, l] = await Promise.all([
    positions.length ? batchGet(positionEntity(), positions.map(({ companyId, VehicleID, day, eventId }) => ({ companyId, VehicleID, day, eventId }))) : [],
    logs.length ? batchGet(driverLogEventEntity(), logs.map(({ companyId, VehicleID, posTimeStamp, eventId }) => ({ companyId, VehicleID, posTimeStamp, eventId }))) : [],
  ]);
  return new Set([...p.map((x) => `p|${x.VehicleID}|${x.eventId}`), ...l.map((x) => `l|${x.VehicleID}|${x.eventId}`)]);
}

export async function writeEvents(positions: readonly PositionItem[], logs: readonly ReturnType<typeof logEventItem>[]): Promise<void> {
  await Promise.all([
    positions.length ? batchPut(positionEntity(), positions) : undefined,
    logs.length ? batchPut(driverLogEventEntity(), logs) : undefined,
  ]);
}

/** A tractor-day's stored events (≤ ~150 position reports and a few generic events). */
export async function positionsOfDay(companyId: string, VehicleID: string, day: string): Promise<PositionItem[]> {
  const { data } = await positionEntity().query.byTractorDay({ companyId, VehicleID, day }).go({ pages: 'all' });
  return data;
}
