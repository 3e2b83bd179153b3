import { driverLogEventEntity } from '#lambdas/data/entities/driver-log-event';
import { tractorEntity, type TractorItem } from '#lambdas/data/entities/tractor';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import type { PositionEvent } from '#shared/telematics/provider-event';

/**
 * The tractor's latest state from the newest position of a batch, written only when it is newer than the
 * stored one (a late, older position never moves the map back). With `expectedLast`, only when the stored
 * latest is still what the batch read: then no other batch slipped in and the batch's miles may be added
 * incrementally. Answers whether it wrote.
 */
export async function advanceLatest(t: TractorItem, newest: PositionEvent, latestOdometer: number | undefined, expectedLast: boolean): Promise<boolean> {
  const set = {
    lastTimeStamp: newest.posTimeStamp,
    ...(newest.speed !== undefined ? { lastSpeed: newest.speed } : {}),
    ...(newest.city ? { city: newest.city } : {}),
    ...(newest.stateProv ? { stateProv: newest.stateProv } : {}),
    ignitionStatus: newest.ignition ?? 'unknown',
    ...(newest.lat !== undefined && newest.lon !== undefined ? { lastPos: { lat: newest.lat, lon: newest.lon } } : {}),
    ...(latestOdometer !== undefined && latestOdometer >= (t.LatestOdometer ?? 0) ? { LatestOdometer: latestOdometer } : {}),
  };
  const stored = t.lastTimeStamp;
  try {
    await tractorEntity()
      .patch({ companyId: t.companyId, VehicleID: t.VehicleID })
      .set(set)
      .where((a, op) => {
        if (expectedLast) return stored ? op.eq(a.lastTimeStamp, stored) : op.notExists(a.lastTimeStamp);
        return `(${op.notExists(a.lastTimeStamp)} OR ${op.lt(a.lastTimeStamp, newest.posTimeStamp)})`;
      })
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** The logged-in driver from the tractor's newest log event (101 in; 102–104 out). */
export async function refreshCurrentDriver(companyId: string, VehicleID: string): Promise<void> {
  const { data } = await driverLogEventEntity().query.byTractor({ companyId, VehicleID }).go({ order: 'desc', limit: 1 });
  const newest = data[0];
  if (!newest) return;
  const patch = tractorEntity().patch({ companyId, VehicleID });
  await (newest.code === 101 ? patch.set({ currentDriverId: newest.DriverID }) : patch.remove(['currentDriverId'])).go({ response: 'none' });
}
