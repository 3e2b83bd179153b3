import { DRIVER_LOG_EVENT, POSITION_EVENT } from '#shared/telematics/provider-event';
import { FEED_INTERVAL_MS, planAt, type PlanPoint, type TractorPlan } from './demo-plan.ts';

/** A provider event as the simulator posts it (the provider's own field names). */
export type SimEvent = Record<string, string | number>;

export function positionEvent(plan: TractorPlan, p: PlanPoint): SimEvent {
  return {
    eventId: `sim-${plan.VehicleID}-${p.atMs}`, eventType: POSITION_EVENT, tractorID: plan.VehicleID, ...(p.driving ? { driverID: plan.driverId } : {}),
    posTimeStamp: new Date(p.atMs).toISOString(), odometer: p.odometer, stateProv: p.state, country: 'US',
    lat: Math.round(p.lat * 1e5) / 1e5, lon: Math.round(p.lon * 1e5) / 1e5, speed: p.speed, city: p.city, ignition: p.ignition,
  };
}

/** 101 when a leg starts, 102 when the tractor reaches the terminal (stamped at the report that shows it). */
export function logEvent(plan: TractorPlan, before: PlanPoint, now: PlanPoint): SimEvent | undefined {
  if (before.driving === now.driving) return undefined;
  const code = now.driving ? 101 : 102;
  return { eventId: `sim-${plan.VehicleID}-${now.atMs}-${code}`, eventType: DRIVER_LOG_EVENT, tractorID: plan.VehicleID, driverID: plan.driverId, posTimeStamp: new Date(now.atMs).toISOString(), code };
}

/** The events of one report of a tractor, `sinceMs` after its previous one. */
export function reportEvents(plan: TractorPlan, atMs: number, sinceMs = FEED_INTERVAL_MS): SimEvent[] {
  const now = planAt(plan, atMs);
  const log = logEvent(plan, planAt(plan, atMs - sinceMs), now);
  return log ? [positionEvent(plan, now), log] : [positionEvent(plan, now)];
}
