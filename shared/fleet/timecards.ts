import * as z from 'zod';
import { formatIsoDate } from './dates.ts';
import { FleetInputError, parseOrRefuse } from './errors.ts';
import { id, idKey, readTimeZone, record, rows, timestampField } from './fields.ts';
import { isoInstant, localDayOf, startOfLocalDay } from './zone.ts';

/** Driver time cards from punches (fleet-rules.md "Time cards"). */

function timecardsSchema(timeZone: string) {
  return record({
    timeZone: z.unknown().optional(),
    punches: rows(record({ DriverID: id, in: timestampField(timeZone), out: timestampField(timeZone, true) })),
  });
}

export type TimecardsInput = z.input<ReturnType<typeof timecardsSchema>>;

export interface TimeCard { DriverID: string | number; date: string; minutes: number; reason: string }
export interface OpenShift { DriverID: string | number; in: string | number; reason: string }
export interface TimecardsResult { timeZone: string; cards: TimeCard[]; open: OpenShift[] }

interface Shift { index: number; driver: string; DriverID: string | number; start: number; end: number }

const MS_PER_MINUTE = 60_000;

/** Each local day's share of a shift in milliseconds, split at every local midnight. */
export function splitAtMidnight(start: number, end: number, timeZone: string): Array<{ day: number; ms: number }> {
  const pieces: Array<{ day: number; ms: number }> = [];
  let from = start;
  while (from < end) {
    const day = localDayOf(from, timeZone);
    const midnight = startOfLocalDay(day + 1, timeZone);
    const to = midnight > from ? Math.min(end, midnight) : end;
    pieces.push({ day, ms: to - from });
    from = to;
  }
  return pieces;
}

function refuseOverlaps(shifts: readonly Shift[]): void {
  const problems: string[] = [];
  const sorted = [...shifts].sort((a, b) => (a.driver < b.driver ? -1 : a.driver > b.driver ? 1 : a.start - b.start || a.index - b.index));
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length && sorted[j]!.driver === sorted[i]!.driver && sorted[j]!.start < sorted[i]!.end; j++) {
      const a = sorted[i]!, b = sorted[j]!;
      if (a.start < b.end && b.start < a.end) {
        const [first, second] = a.index < b.index ? [a, b] : [b, a];
        problems.push(`punches: driver ${String(a.DriverID)}'s shifts overlap: punches[${first.index}] (${isoInstant(first.start)} to ${isoInstant(first.end)}) and punches[${second.index}] (${isoInstant(second.start)} to ${isoInstant(second.end)})`);
      }
    }
  }
  if (problems.length > 0) throw new FleetInputError(problems);
}

function minutesText(ms: number): string {
  const minutes = ms / MS_PER_MINUTE;
  return Number.isInteger(minutes) ? `${minutes} min` : `${minutes.toFixed(2)} min`;
}

/** One card per driver and local day with minutes > 0, and the shifts still open. */
export function computeTimecards(input: TimecardsInput): TimecardsResult {
  const timeZone = readTimeZone(input);
  const parsed = parseOrRefuse(timecardsSchema(timeZone), input);
  const shifts: Shift[] = [];
  const open: OpenShift[] = [];
  const outBeforeIn: string[] = [];
  parsed.punches.forEach((punch, index) => {
    const start = punch.in!;
    if (punch.out === undefined) {
      open.push({ DriverID: punch.DriverID, in: (input.punches[index] as { in: string | number }).in, reason: `Shift started ${isoInstant(start)} has no out punch: it counts no minutes yet.` });
    } else if (punch.out < start) {
      outBeforeIn.push(`punches[${index}].out: ${isoInstant(punch.out)} is before its in ${isoInstant(start)}`);
    } else {
      shifts.push({ index, driver: idKey(punch.DriverID), DriverID: punch.DriverID, start, end: punch.out });
    }
  });
  if (outBeforeIn.length > 0) throw new FleetInputError(outBeforeIn);
  refuseOverlaps(shifts);
  const days = new Map<string, { DriverID: string | number; driver: string; day: number; ms: number; parts: string[] }>();
  for (const shift of shifts) {
    for (const piece of splitAtMidnight(shift.start, shift.end, timeZone)) {
      const key = `${shift.driver}\u0000${piece.day}`;
      let entry = days.get(key);
      if (!entry) days.set(key, (entry = { DriverID: shift.DriverID, driver: shift.driver, day: piece.day, ms: 0, parts: [] }));
      entry.ms += piece.ms;
      entry.parts.push(`punches[${shift.index}] ${minutesText(piece.ms)}`);
    }
  }
  const cards = [...days.values()]
    .map((entry) => ({ ...entry, minutes: Math.round(entry.ms / MS_PER_MINUTE) }))
    .filter((entry) => entry.minutes > 0)
    .sort((a, b) => (a.driver < b.driver ? -1 : a.driver > b.driver ? 1 : a.day - b.day))
    .map((entry) => ({
      DriverID: entry.DriverID, date: formatIsoDate(entry.day), minutes: entry.minutes,
      reason: `${entry.minutes} min on ${formatIsoDate(entry.day)} (elapsed time, split at local midnight): ${entry.parts.join(' + ')}.`,
    }));
  return { timeZone, cards, open };
}
