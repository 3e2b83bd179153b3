import { mileageRows } from '#shared/fleet/ivmr';

/**
 * Miles by local day and state from a tractor's readings, by the fleet rule (shared/fleet mileageRows):
 * a segment's miles go to its earlier reading's day and state. Rows of the same day and state are summed
 * (a tractor may leave a state and come back the same day): the stored rows are one per day and state.
 */
export interface Reading { atMs: number; odometer?: number | undefined; stateProv?: string | undefined; country?: string | undefined }

export interface DayStateMiles { date: string; state: string; miles: number; odoStart: number; odoStop: number }

export function segmentMiles(readings: readonly Reading[], timeZone: string): DayStateMiles[] {
  const { rows } = mileageRows(readings.map((r) => ({ posTimeStamp: r.atMs, odometer: r.odometer ?? null, stateProv: r.stateProv ?? '', country: r.country ?? '' })), timeZone);
  const byDayState = new Map<string, DayStateMiles>();
  for (const row of rows) {
    const key = `${row.date}|${row.state}`;
    const seen = byDayState.get(key);
    if (seen) {
      seen.miles = Math.round((seen.miles + row.miles) * 1000) / 1000;
      seen.odoStart = Math.min(seen.odoStart, row.odoStart);
      seen.odoStop = Math.max(seen.odoStop, row.odoStop);
    } else byDayState.set(key, { date: row.date, state: row.state, miles: row.miles, odoStart: row.odoStart, odoStop: row.odoStop });
  }
  return [...byDayState.values()];
}

/** Whether a reading can start or end a segment (odometer > 0, not in Mexico). */
export function isKeptCandidate(r: Reading): boolean {
  return (r.country ?? '').trim().toUpperCase() !== 'MX' && r.odometer !== undefined && r.odometer > 0;
}
