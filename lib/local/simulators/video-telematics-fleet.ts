import { createHash } from 'node:crypto';
import type { ProviderEvent } from '#lambdas/integrations/safety/video-telematics-wire';
import { DEMO_COMPANIES } from '#lib/local/seed/demo-companies';
import { demoDrivers, demoTractors } from '#lib/local/seed/demo-fleet';

/** An account of the simulated provider: its vehicles, its drivers and how many events it has. */
export interface SimAccount {
  id: string;
  vehicles: Array<{ id: string; name: string; camera: boolean }>;
  drivers: Array<{ employeeNum: string; first: string; last: string }>;
  eventCount: number;
}

export const TRIGGERS = [
  { id: 1, name: 'Hard braking' }, { id: 2, name: 'Hard cornering' }, { id: 3, name: 'Collision' },
  { id: 4, name: 'Rolling stop' }, { id: 5, name: 'Following distance' },
];
export const STATUSES = [{ id: 1, name: 'Active' }, { id: 2, name: 'Dismissed' }, { id: 3, name: 'Deleted' }];
export const BEHAVIOURS = [
  { id: 10, name: 'Cell phone' }, { id: 11, name: 'No seat belt' }, { id: 12, name: 'Late response' },
  { id: 13, name: 'Speeding' }, { id: 14, name: 'Drowsy' }, { id: 15, name: 'Distracted' },
];

const DAY_MS = 24 * 60 * 60 * 1000;
/** Events spread over this many days before the account's "now". */
const HISTORY_DAYS = 120;

/**
 * The account an API key names: a key carrying a demo company's id gets that company's tractors and
 * drivers (so the summary matches our fleet), any other key a small fleet of its own. A key with `+many`
 * has 1,500 events in the last 30 days (past the 1,000 limit).
 */
export function accountOfKey(key: string): SimAccount {
  const demo = DEMO_COMPANIES.find((c) => key.includes(c.companyId));
  const many = key.includes('+many');
  if (demo) {
    return {
      id: `acct-${demo.companyId}`,
      vehicles: demoTractors(demo).map((t, i) => ({ id: `v-${1000 + i}`, name: t.VehicleID, camera: i % 4 !== 3 })),
      drivers: demoDrivers(demo).map((d) => ({ employeeNum: d.DriverID, first: d.FirstName, last: d.LastName })),
      eventCount: many ? 1500 : 8 * demo.tractorCount,
    };
  }
  // The account id is a digest of the key: it shows in every event id, and a key must never come back in an answer.
  return smallFleet(`acct-${createHash('sha256').update(key).digest('hex').slice(0, 16)}`, many ? 1500 : 30);
}

export function smallFleet(id: string, eventCount = 30): SimAccount {
  return {
    id,
    vehicles: ['SIM-101', 'SIM-102', 'SIM-103', 'SIM-104'].map((name, i) => ({ id: `v-${i + 1}`, name, camera: true })),
    drivers: [['E-1', 'Ada', 'Wells'], ['E-2', 'Bo', 'Carter'], ['E-3', 'Cy', 'Duran']].map(([employeeNum, first, last]) => ({ employeeNum: employeeNum!, first: first!, last: last! })),
    eventCount,
  };
}

/**
 * The account's events, the same on every call within the hour: every 11th has no driver, every 13th a
 * vehicle the fleet does not know; about one in six is dismissed and one in seventeen deleted.
 */
export function eventsOf(account: SimAccount, now: number): ProviderEvent[] {
  const anchor = Math.floor(now / 3_600_000) * 3_600_000;
  const spanDays = account.eventCount > 1000 ? 30 : HISTORY_DAYS;
  const step = (spanDays * DAY_MS) / account.eventCount;
  return Array.from({ length: account.eventCount }, (_, i) => {
    const vehicle = account.vehicles[i % account.vehicles.length]!;
    const driver = i % 11 === 10 ? null : account.drivers[(i * 7) % account.drivers.length]!;
    const recorded = anchor - Math.round((i + 1) * step);
    const updated = Math.min(anchor, recorded + (i % 4) * 6 * 3_600_000);
    const trigger = TRIGGERS[i % TRIGGERS.length]!;
    const status = i % 17 === 16 ? STATUSES[2]! : i % 6 === 5 ? STATUSES[1]! : STATUSES[0]!;
    const coached = i % 3 === 0;
    return {
      id: `${account.id}-ev-${String(i + 1).padStart(5, '0')}`,
      vehicleId: vehicle.id,
      vehicleName: i % 13 === 12 ? `CAM-${vehicle.id}` : vehicle.name,
      driverEmployeeNum: driver?.employeeNum ?? null,
      driverFirstName: driver?.first ?? null,
      driverLastName: driver?.last ?? null,
      behaviors: [BEHAVIOURS[i % BEHAVIOURS.length]!, ...(i % 5 === 0 ? [BEHAVIOURS[(i + 2) % BEHAVIOURS.length]!] : [])],
      eventStatusId: status.id,
      eventStatus: status.name,
      eventTriggerId: trigger.id,
      eventTrigger: trigger.name,
      recordDateUTC: new Date(recorded).toISOString(),
      lastUpdatedDate: new Date(updated).toISOString(),
      coachSessionId: coached ? `cs-${i + 1}` : null,
      closedDate: coached && i % 2 === 0 ? new Date(updated).toISOString() : null,
    };
  });
}
