import { departureInstant } from './week.ts';

export const LEAVING_SOON_HOURS = 48;

export interface Departure { VehicleID: string; day: string; startTime: string; state: 'draft' | 'published' }
export interface NextDeparture { at: string; leavingSoon: boolean }

/**
 * Each tractor's next scheduled departure (fleet rules, PM report "Leaving Soon"): the earliest published
 * entry with that tractor whose day and start are at or after the report's time; "leaving soon" when it
 * is within 48 hours of that time. Drafts are not departures: the driver has not been told.
 */
export function nextDepartures(entries: readonly Departure[], reportAt: number, timeZone: string): Map<string, NextDeparture> {
  const best = new Map<string, number>();
  for (const e of entries) {
    if (e.state !== 'published' || !e.VehicleID) continue;
    const at = departureInstant(e.day, e.startTime, timeZone);
    if (at < reportAt) continue;
    const known = best.get(e.VehicleID);
    if (known === undefined || at < known) best.set(e.VehicleID, at);
  }
  const answer = new Map<string, NextDeparture>();
  for (const [VehicleID, at] of best) {
    answer.set(VehicleID, { at: new Date(at).toISOString(), leavingSoon: at - reportAt <= LEAVING_SOON_HOURS * 3_600_000 });
  }
  return answer;
}
