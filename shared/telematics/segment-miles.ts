import { localDay } from './local-day.ts';

/**
 * Miles by local day and state from a tractor's readings, by the fleet rule's segments: a reading
 * counts when its odometer is > 0 and its country is not MX; one below the last kept reading is dropped;
 * a segment's miles go to its earlier reading's day and state; kept readings with an MX reading between
 * them make no segment.
 */
export interface Reading { atMs: number; odometer?: number | undefined; stateProv?: string | undefined; country?: string | undefined }

export interface DayStateMiles { date: string; state: string; miles: number; odoStart: number; odoStop: number }

const isMx = (r: Reading) => (r.country ?? '').trim().toUpperCase() === 'MX';

export function segmentMiles(readings: readonly Reading[], timeZone: string): DayStateMiles[] {
  const sorted = [...readings].sort((a, b) => a.atMs - b.atMs);
  const rows = new Map<string, DayStateMiles>();
  let last: Reading | undefined;
  let mxSince = false;
  for (const r of sorted) {
    if (isMx(r)) {
      if (last) mxSince = true;
      continue;
    }
    if (r.odometer === undefined || !(r.odometer > 0)) continue;
    if (last && r.odometer < last.odometer!) continue;
    if (last && !mxSince) {
      const date = localDay(last.atMs, timeZone);
      const state = (last.stateProv ?? '').trim().toUpperCase();
      const key = `${date}|${state}`;
      const row = rows.get(key);
      if (row) {
        row.miles += r.odometer - last.odometer!;
        row.odoStart = Math.min(row.odoStart, last.odometer!);
        row.odoStop = Math.max(row.odoStop, r.odometer);
      } else rows.set(key, { date, state, miles: r.odometer - last.odometer!, odoStart: last.odometer!, odoStop: r.odometer });
    }
    last = r;
    mxSince = false;
  }
  return [...rows.values()].map((row) => ({ ...row, miles: Math.round(row.miles * 10) / 10 }));
}

/** Whether a reading can start or end a segment. */
export function isKeptCandidate(r: Reading): boolean {
  return !isMx(r) && r.odometer !== undefined && r.odometer > 0;
}
