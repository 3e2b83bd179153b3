import type { VehicleTotals } from './vehicle-totals.ts';

/** A calculation part stores its vehicles as a list: a map attribute has fixed properties, not vehicle ids. */
export interface StoredVehicleTotals extends VehicleTotals {
  VehicleID: string;
}

export function toStoredVehicleTotals(byVehicle: Readonly<Record<string, VehicleTotals>>): StoredVehicleTotals[] {
  return Object.entries(byVehicle).map(([VehicleID, v]) => ({ VehicleID, ...v }));
}

export function fromStoredVehicleTotals(stored: ReadonlyArray<StoredVehicleTotals>): Record<string, VehicleTotals> {
  return Object.fromEntries(stored.map(({ VehicleID, ...v }) => [VehicleID, { ...v, trips: [...v.trips], drivers: [...v.drivers] }]));
}
