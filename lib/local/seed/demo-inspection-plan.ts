import { createHash } from 'node:crypto';
import { addDays, weekdayOf, type CalendarDay } from '#shared/dates/calendar-day';
import { localDayOf, startOfLocalDay } from '#shared/fleet/zone';
import { timeKey } from '#lambdas/chat/ids';
import type { DemoCompany } from './demo-companies.ts';

/** What became of a seeded fault. */
export type FaultOutcome =
  | { state: 'open' }
  | { state: 'deferred'; reason: string; untilDays: number }
  | { state: 'resolved'; comment: string };

export interface FaultSpec {
  /** Index of the tractor in the company's demo fleet. */
  tractor: number;
  fieldId: string;
  /** The DVIR of that tractor on or before this many days ago; none: its latest. */
  daysAgo?: number;
  remarks: string;
  photo?: 'brake' | 'tire';
  outcome: FaultOutcome;
}

/** A note on a DVIR that is not a fault of the tractor: a failed Trailer item, or the driver's remarks. */
export interface NoteSpec {
  tractor: number;
  daysAgo: number;
  trailerFail?: { fieldId: string; remarks: string };
  comment?: string;
}

/** Red Mesa's faults: 3 resolved (two linked to the shop's PM of the same week), 2 deferred, 3 open (one an out-of-service brake). */
const MAIN_FAULTS: FaultSpec[] = [
  { tractor: 3, fieldId: 'headlights', daysAgo: 13, remarks: 'Driver-side low beam out.', outcome: { state: 'resolved', comment: 'Replaced the low-beam bulb during the PM.' } },
  { tractor: 8, fieldId: 'tires', daysAgo: 13, remarks: 'Cut in the right steer tire sidewall, cords showing.', photo: 'tire', outcome: { state: 'resolved', comment: 'Replaced the right steer tire.' } },
  { tractor: 1, fieldId: 'wipers', daysAgo: 9, remarks: 'Wiper blades streak the windshield.', outcome: { state: 'resolved', comment: 'Replaced both wiper blades.' } },
  { tractor: 2, fieldId: 'reflectors', daysAgo: 6, remarks: 'Conspicuity tape peeling at the back of the cab.', outcome: { state: 'deferred', reason: 'Tape on order; the cab is still marked on both sides.', untilDays: 10 } },
  { tractor: 9, fieldId: 'mirrors', daysAgo: 4, remarks: 'Passenger convex mirror cracked, still usable.', outcome: { state: 'deferred', reason: 'Mirror glass on order.', untilDays: 5 } },
  { tractor: 4, fieldId: 'service-brakes', remarks: 'Air leak at the right rear brake chamber; slack adjuster out of stroke.', photo: 'brake', outcome: { state: 'open' } },
  { tractor: 6, fieldId: 'turn-signals', remarks: 'Left rear turn signal out.', outcome: { state: 'open' } },
  { tractor: 11, fieldId: 'brake-lights', remarks: 'Right brake light lens cracked.', outcome: { state: 'open' } },
];

const MAIN_NOTES: NoteSpec[] = [
  { tractor: 7, daysAgo: 5, trailerFail: { fieldId: 'trailer-lights', remarks: 'Trailer 53-118: right marker light out.' } },
  { tractor: 0, daysAgo: 2, comment: 'Cab heater blows cold air at idle.' },
];

const OTHER_FAULTS: FaultSpec[] = [
  { tractor: 1, fieldId: 'headlights', daysAgo: 8, remarks: 'Passenger-side headlight out.', outcome: { state: 'resolved', comment: 'Replaced the headlight bulb.' } },
];

export function faultsOf(company: DemoCompany): FaultSpec[] {
  return company.tractorCount >= 10 ? MAIN_FAULTS : OTHER_FAULTS.filter((f) => f.tractor < company.tractorCount);
}

export function notesOf(company: DemoCompany): NoteSpec[] {
  return company.tractorCount >= 10 ? MAIN_NOTES : [];
}

/** Working days (Monday to Friday) looked back over, today included. */
export const DAYS_BACK = 21;
const MINUTE = 60_000;

export interface PlannedDvir {
  tractor: number;
  day: CalendarDay;
  atMs: number;
  submissionId: string;
}

/**
 * A seeded submission's id: the time part of timeOrderedId and, instead of random hex, 10 characters made
 * from the company, tractor and time, so a restart writes the same items again. They start `5eed`.
 */
export function seedSubmissionId(companyId: string, VehicleID: string, atMs: number): string {
  return `${timeKey(atMs)}5eed${createHash('sha256').update(`${companyId}:${VehicleID}:${atMs}`).digest('hex').slice(0, 6)}`;
}

export function isSeedSubmissionId(submissionId: string): boolean {
  return submissionId.length === 19 && submissionId.slice(9, 13) === '5eed';
}

/**
 * The DVIRs of the last three weeks: each active tractor's pre-trip early on every working day, and a
 * second one on about one day in five, never in the future. Times are fixed per tractor and day.
 */
export function plannedDvirs(companyId: string, tractors: ReadonlyArray<{ VehicleID: string }>, timeZone: string, nowMs: number): PlannedDvir[] {
  const today = localDayOf(nowMs, timeZone);
  const planned: PlannedDvir[] = [];
  for (let back = DAYS_BACK - 1; back >= 0; back--) {
    const day = addDays(today, -back);
    const weekday = weekdayOf(day);
    if (weekday === 0 || weekday === 6) continue;
    const start = startOfLocalDay(day, timeZone);
    tractors.forEach((t, i) => {
      const times = [start + (5 * 60 + ((i * 17 + day * 7) % 80)) * MINUTE];
      if ((day + i) % 5 === 0) times.push(start + (14 * 60 + ((i * 11 + day) % 50)) * MINUTE);
      for (const atMs of times) if (atMs <= nowMs - 10 * MINUTE) planned.push({ tractor: i, day, atMs, submissionId: seedSubmissionId(companyId, t.VehicleID, atMs) });
    });
  }
  return planned;
}

/** The tractor's DVIR a spec lands on: the latest on or before `daysAgo` days back, or the latest of all. */
export function dvirOf(planned: readonly PlannedDvir[], tractor: number, daysAgo: number | undefined, today: CalendarDay): PlannedDvir | undefined {
  const own = planned.filter((p) => p.tractor === tractor && (daysAgo === undefined || p.day <= today - daysAgo));
  return own.at(-1);
}
