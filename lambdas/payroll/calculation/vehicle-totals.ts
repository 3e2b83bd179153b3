import { cents } from '#shared/money/round';
import type { DriverPay } from './pay-driver.ts';

export interface VehicleTotals {
  trips: string[];
  drivers: string[];
  miles: number;
  revenueCents: number;
  payoutCents: number;
}

/**
 * A chunk's share of each vehicle's week. A team trip is counted once, with its first driver (or the
 * second when the first is not paid in this run); payouts are counted for every driver.
 */
export function vehicleTotals(pays: readonly DriverPay[], paidDrivers: ReadonlySet<string>): Record<string, VehicleTotals> {
  const out: Record<string, VehicleTotals> = {};
  const of = (id: string) => (out[id] ??= { trips: [], drivers: [], miles: 0, revenueCents: 0, payoutCents: 0 });
  for (const pay of pays) {
    for (const trip of pay.trips) {
      const owner = paidDrivers.has(trip.DriverNo1) ? trip.DriverNo1 : trip.DriverNo2;
      const v = of(trip.VehicleID);
      if (!v.drivers.includes(pay.DriverID)) v.drivers.push(pay.DriverID);
      if (owner !== pay.DriverID) continue;
      v.trips.push(trip.TripNumber);
      v.miles += trip.MilesQTY;
      v.revenueCents += cents(trip.TripRevenue ?? 0);
    }
    for (const p of pay.payouts) of(p.VehicleID).payoutCents += cents(p.payout) + cents(p.DandHpayout);
  }
  return out;
}

export function mergeVehicleTotals(parts: ReadonlyArray<Record<string, VehicleTotals>>): Map<string, VehicleTotals> {
  const merged = new Map<string, VehicleTotals>();
  for (const part of parts) {
    for (const [id, v] of Object.entries(part)) {
      const m = merged.get(id) ?? { trips: [], drivers: [], miles: 0, revenueCents: 0, payoutCents: 0 };
      m.trips.push(...v.trips);
      for (const d of v.drivers) if (!m.drivers.includes(d)) m.drivers.push(d);
      m.miles += v.miles;
      m.revenueCents += v.revenueCents;
      m.payoutCents += v.payoutCents;
      merged.set(id, m);
    }
  }
  return merged;
}
