import * as z from 'zod';
import { id } from '#shared/validation/bounds';

/** The provider answers at most this many events a query (part 2 §7); the page says so when it is reached. */
export const MAX_SAFETY_EVENTS = 1000;
/** How far back the events may be asked for, and the page's default window. */
export const MAX_SINCE_DAYS = 90;
export const DEFAULT_SINCE_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A video-telematics safety event as our pages show it (the provider's own field names are the adapter's). */
export interface SafetyEvent {
  eventId: string;
  vehicleName: string;
  driverEmployeeId: string;
  driverName: string;
  behaviours: string[];
  statusId: number;
  statusName: string;
  triggerName: string;
  recordedAt: string;
  lastUpdatedAt: string;
  /** A coaching session was recorded for the event. */
  coached: boolean;
  /** The event's review is finished. */
  closed: boolean;
}

export interface NamedItem { id: string; name: string }

/** The provider's lists: its vehicles, the vehicles with a camera, and the names of triggers, statuses and behaviours. */
export interface SafetyReference {
  vehicles: NamedItem[];
  videoVehicles: NamedItem[];
  triggers: NamedItem[];
  statuses: NamedItem[];
  behaviours: NamedItem[];
}

export interface EventsAnswer {
  since: string;
  events: SafetyEvent[];
  /** The provider's limit was reached: older events of the window are not shown. */
  capped: boolean;
}

export interface SummaryRow {
  /** Our DriverID or VehicleID; empty for events the provider names with nothing we know. */
  id: string;
  name: string;
  matched: boolean;
  events: number;
  coached: number;
  closed: number;
}

export interface SafetySummary {
  since: string;
  capped: boolean;
  drivers: SummaryRow[];
  tractors: SummaryRow[];
  totals: { events: number; coached: number; closed: number };
}

function todayMinus(days: number, now: number): string {
  return new Date(now - days * DAY_MS).toISOString().slice(0, 10);
}

/** The first day of the default window (`DEFAULT_SINCE_DAYS` back), as `YYYY-MM-DD`. */
export function defaultSince(now = Date.now()): string {
  return todayMinus(DEFAULT_SINCE_DAYS, now);
}

/** `?since=YYYY-MM-DD`, at most `MAX_SINCE_DAYS` back and not in the future; missing = the default window. */
export function eventsQuery(now = Date.now()) {
  return z.strictObject({
    since: z
      .string()
      .max(10, 'since must be a date YYYY-MM-DD.')
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'since must be a date YYYY-MM-DD.')
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d, 'since must be a real date.')
      .refine((d) => d >= todayMinus(MAX_SINCE_DAYS, now), `since is at most ${MAX_SINCE_DAYS} days back.`)
      .refine((d) => d <= todayMinus(0, now), 'since cannot be in the future.')
      .optional(),
  });
}

export const eventParams = z.strictObject({ eventId: id('eventId') });

/** sfLogin: the safety software's user name and password (saved, sealed, only when the login succeeds). */
export const sfLoginBody = z.strictObject({
  sfUsername: z.string({ error: 'User name is required.' }).trim().min(1, 'User name is required.').max(200, 'User name is at most 200 characters.'),
  // Kept exactly as typed: a password may begin or end with a space.
  sfPassword: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(500, 'Password is at most 500 characters.'),
});
export type SfLoginBody = z.infer<typeof sfLoginBody>;

interface Named { id: string; name: string }

function emptyRow(id: string, name: string, matched: boolean): SummaryRow {
  return { id, name, matched, events: 0, coached: 0, closed: 0 };
}

function add(rows: Map<string, SummaryRow>, key: string, make: () => SummaryRow, event: SafetyEvent): void {
  let row = rows.get(key);
  if (!row) {
    row = make();
    rows.set(key, row);
  }
  row.events += 1;
  if (event.coached) row.coached += 1;
  if (event.closed) row.closed += 1;
}

const byCount = (a: SummaryRow, b: SummaryRow) => b.events - a.events || Number(b.matched) - Number(a.matched) || a.id.localeCompare(b.id);

/**
 * Events counted per driver and per tractor, matched to our DriverID (the provider's employee id) and
 * VehicleID (the provider's vehicle name). Events naming nobody we know are counted on one unmatched row,
 * so each table's rows always sum to the events shown.
 */
export function summarizeEvents(events: readonly SafetyEvent[], tractors: readonly Named[], drivers: readonly Named[]): Omit<SafetySummary, 'since' | 'capped'> {
  const tractorNames = new Map(tractors.map((t) => [t.id, t.name]));
  const driverNames = new Map(drivers.map((d) => [d.id, d.name]));
  const driverRows = new Map<string, SummaryRow>();
  const tractorRows = new Map<string, SummaryRow>();
  const totals = { events: 0, coached: 0, closed: 0 };
  for (const event of events) {
    const driverId = event.driverEmployeeId.trim();
    const driverKnown = driverNames.has(driverId);
    add(driverRows, driverKnown ? driverId : '', () => driverKnown ? emptyRow(driverId, driverNames.get(driverId)!, true) : emptyRow('', 'Not matched to a driver', false), event);
    const vehicleId = event.vehicleName.trim();
    const tractorKnown = tractorNames.has(vehicleId);
    add(tractorRows, tractorKnown ? vehicleId : '', () => tractorKnown ? emptyRow(vehicleId, tractorNames.get(vehicleId)!, true) : emptyRow('', 'Not matched to a tractor', false), event);
    totals.events += 1;
    if (event.coached) totals.coached += 1;
    if (event.closed) totals.closed += 1;
  }
  return { drivers: [...driverRows.values()].sort(byCount), tractors: [...tractorRows.values()].sort(byCount), totals };
}
