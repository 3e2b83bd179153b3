import { tractorEntity, type TractorItem } from '#lambdas/data/entities/tractor';
import { driverNames } from '#lambdas/telematics/tractor/tractor-feed';
import type { FleetPosition } from '#shared/telematics/api';

/** Every active tractor's latest state, read from the tractor items (never from the positions). */
export async function fleetPositions(companyId: string): Promise<FleetPosition[]> {
  const { data } = await tractorEntity().query.byVehicleId({ companyId }).go({ pages: 'all' });
  const active = data.filter((t) => t.Active !== false);
  const names = await driverNames(companyId, active.map((t) => t.currentDriverId).filter((x): x is string => Boolean(x)));
  return active.map((t: TractorItem) => ({
    VehicleID: t.VehicleID, Domicile: t.Domicile ?? '', lat: t.lastPos?.lat ?? null, lon: t.lastPos?.lon ?? null, lastSpeed: t.lastSpeed ?? null,
    lastTimeStamp: t.lastTimeStamp ?? null, city: t.city ?? null, stateProv: t.stateProv ?? null, ignitionStatus: t.ignitionStatus ?? null,
    currentDriverId: t.currentDriverId ?? null, driverName: t.currentDriverId ? names.get(t.currentDriverId) ?? null : null, driverShown: true,
  }));
}
