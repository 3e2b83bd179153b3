import type { DemoCompany } from '#lib/local/seed/demo-companies';
import { DEMO_LOOPS, type Leg, type Waypoint } from './demo-routes.ts';

/**
 * Where a demo tractor is at any instant: a pure function of time, so the seeded history and the
 * simulator's live positions continue each other across restarts. Each tractor drives its company's
 * loop of legs from its domicile, resting 10 hours at each domicile it reaches.
 */
export const FEED_INTERVAL_MS = 15 * 60_000;
const ANCHOR_MS = Date.UTC(2026, 0, 1);
const MPH = 60;
const REST_H = 10;
/** Highways wind: road miles are a little more than great-circle miles. */
const ROAD_FACTOR = 1.12;
const HOUR_MS = 3_600_000;

export interface PlanPoint {
  atMs: number;
  lat: number;
  lon: number;
  state: string;
  city: string;
  odometer: number;
  speed: number;
  ignition: 'on' | 'off';
  driving: boolean;
  /** Index of the leg driven (or last arrived by) in the loop, and the cycle number: a log-in key. */
  legKey: string;
}

function greatCircleMiles(a: Waypoint, b: Waypoint): number {
  const r = 3958.8, rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad, dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * r * Math.asin(Math.sqrt(h)) * ROAD_FACTOR;
}

interface MeasuredLeg { leg: Leg; steps: number[]; miles: number; hours: number }

function measure(leg: Leg): MeasuredLeg {
  const steps = leg.points.slice(1).map((p, i) => greatCircleMiles(leg.points[i]!, p));
  const miles = steps.reduce((s, x) => s + x, 0);
  return { leg, steps, miles, hours: miles / MPH };
}

function pointAlong(m: MeasuredLeg, miles: number): Waypoint {
  let left = miles;
  for (let i = 0; i < m.steps.length; i++) {
    const step = m.steps[i]!;
    if (left <= step || i === m.steps.length - 1) {
      const a = m.leg.points[i]!, b = m.leg.points[i + 1]!;
      const f = step === 0 ? 0 : Math.min(1, left / step);
      const near = f < 0.5 ? a : b;
      return { lat: a.lat + (b.lat - a.lat) * f, lon: a.lon + (b.lon - a.lon) * f, state: near.state, city: near.city };
    }
    left -= step;
  }
  return m.leg.points[m.leg.points.length - 1]!;
}

export interface TractorPlan { VehicleID: string; driverId: string; legs: MeasuredLeg[]; cycleHours: number; cycleMiles: number; offsetHours: number; baseOdometer: number }

/** The plans of a company's active tractors that report to the feed (the last active one does not: a new unit). */
export function demoPlans(company: DemoCompany): TractorPlan[] {
  const loop = DEMO_LOOPS[company.companyId] ?? [];
  if (loop.length === 0) return [];
  const reporting = company.tractorCount >= 10 ? company.tractorCount - 2 : company.tractorCount;
  return Array.from({ length: reporting }, (_, i) => {
    const domicile = company.domiciles[i % company.domiciles.length]!;
    const start = Math.max(0, loop.findIndex((l) => l.from === domicile));
    const legs = [...loop.slice(start), ...loop.slice(0, start)].map(measure);
    const cycleHours = legs.reduce((s, l) => s + l.hours + REST_H, 0);
    return {
      VehicleID: String(company.vehicleIdBase + i),
      driverId: String(company.driverIdBase + i),
      legs, cycleHours, cycleMiles: legs.reduce((s, l) => s + l.miles, 0),
      offsetHours: (cycleHours * i) / reporting,
      baseOdometer: 142_000 + i * 31_750,
    };
  });
}

/** Deterministic speed wobble, so the fleet does not all show 60 mph. */
function wobble(atMs: number, seed: number): number {
  const x = Math.sin(atMs / 1e6 + seed * 12.9898) * 43758.5453;
  return x - Math.floor(x);
}

export function planAt(plan: TractorPlan, atMs: number): PlanPoint {
  const hours = (atMs - ANCHOR_MS) / HOUR_MS + plan.offsetHours;
  const cycle = Math.floor(hours / plan.cycleHours);
  let into = hours - cycle * plan.cycleHours;
  let miles = cycle * plan.cycleMiles;
  for (let i = 0; i < plan.legs.length; i++) {
    const leg = plan.legs[i]!;
    const legKey = `${cycle}.${i}`;
    if (into < leg.hours) {
      const done = into * MPH;
      const at = pointAlong(leg, done);
      const speed = Math.round(MPH - 4 + wobble(atMs, Number(plan.VehicleID)) * 9);
      return { atMs, ...at, odometer: Math.round((plan.baseOdometer + miles + done) * 10) / 10, speed, ignition: 'on', driving: true, legKey };
    }
    into -= leg.hours;
    miles += leg.miles;
    if (into < REST_H) {
      const end = leg.leg.points[leg.leg.points.length - 1]!;
      // The first half hour at the terminal the engine still idles.
      return { atMs, ...end, odometer: Math.round((plan.baseOdometer + miles) * 10) / 10, speed: 0, ignition: into < 0.5 ? 'on' : 'off', driving: false, legKey };
    }
    into -= REST_H;
  }
  const last = plan.legs[plan.legs.length - 1]!;
  return { atMs, ...last.leg.points[last.leg.points.length - 1]!, odometer: plan.baseOdometer + miles, speed: 0, ignition: 'off', driving: false, legKey: `${cycle}.end` };
}

export function quarterHourAtOrBefore(ms: number): number {
  return Math.floor(ms / FEED_INTERVAL_MS) * FEED_INTERVAL_MS;
}
