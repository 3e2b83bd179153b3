import { computeTimecards } from '#shared/fleet/timecards';
import { FleetInputError } from '#shared/fleet/errors';

/** A shift as stored: instants as ISO strings, `out` missing while it is open. */
export interface ShiftTimes { punchId: string; in: string; out?: string | undefined }

export interface DriverWeek {
  /** Minutes per company-zone calendar day of the week (YYYY-MM-DD), only days worked. */
  days: Record<string, number>;
  totalMinutes: number;
  open: Array<{ punchId: string; in: string }>;
  /** The overlap refusals of the time-card rule, one text a pair of shifts. */
  overlaps: string[];
  /** The cards pay reads: one per day with minutes > 0, in date order. */
  cards: Array<{ date: string; minutes: number }>;
}

const DAY_MS = 86_400_000;

function dayNumber(isoDate: string): number {
  return Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
}

function isoOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function addIsoDays(isoDate: string, days: number): string {
  return isoOf(dayNumber(isoDate) + days);
}

/** The seven days of the pay period ending `weekEnding` (spec §9: W − 6 … W), oldest first. */
export function weekDays(weekEnding: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addIsoDays(weekEnding, i - 6));
}

/** The Saturday on or after `isoDate`: the week ending of the Sunday-to-Saturday week holding it. */
export function weekEndingOf(isoDate: string): string {
  const weekday = new Date(dayNumber(isoDate) * DAY_MS).getUTCDay();
  return addIsoDays(isoDate, 6 - weekday);
}

/**
 * One driver's week by fleet-rules "Time cards": minutes split at local midnight, open shifts counting
 * nothing, and overlapping shifts listed (the rule refuses them; each shift is then counted on its own
 * so the office still sees the hours while it fixes them).
 */
export function driverWeek(shifts: readonly ShiftTimes[], weekEnding: string, timeZone: string): DriverWeek {
  const days = new Set(weekDays(weekEnding));
  const punches = shifts.map((s) => ({ DriverID: 'd', in: s.in, out: s.out ?? '' }));
  let overlaps: string[] = [];
  let cards: Array<{ date: string; minutes: number }>;
  try {
    cards = computeTimecards({ timeZone, punches }).cards;
  } catch (error) {
    if (!(error instanceof FleetInputError)) throw error;
    overlaps = error.problems.map((p) => p.replace(/^punches: driver d's shifts overlap: /, ''));
    cards = punches.filter((p) => p.out !== '').flatMap((p) => computeTimecards({ timeZone, punches: [p] }).cards);
  }
  const byDay: Record<string, number> = {};
  for (const card of cards) if (days.has(card.date)) byDay[card.date] = (byDay[card.date] ?? 0) + card.minutes;
  const weekCards = Object.keys(byDay).sort().map((date) => ({ date, minutes: byDay[date]! }));
  return {
    days: byDay,
    totalMinutes: weekCards.reduce((sum, c) => sum + c.minutes, 0),
    open: shifts.filter((s) => !s.out).map((s) => ({ punchId: s.punchId, in: s.in })),
    overlaps,
    cards: weekCards,
  };
}

/** Minutes of a still-open shift up to `now` on `today` (company zone), for the running totals a driver sees. */
export function openShiftMinutes(shift: ShiftTimes, now: string, timeZone: string): Record<string, number> {
  const { cards } = computeTimecards({ timeZone, punches: [{ DriverID: 'd', in: shift.in, out: now }] });
  return Object.fromEntries(cards.map((c) => [c.date, c.minutes]));
}

/** The week endings whose cards a shift touches (its in and out days, company zone). */
export function weeksTouched(shift: { in: string; out?: string | undefined }, timeZone: string): string[] {
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const stamps = [shift.in, shift.out].filter((s): s is string => !!s);
  return [...new Set(stamps.map((s) => weekEndingOf(fmt.format(new Date(s)))))];
}
