import { localDay, shiftDay } from '#shared/telematics/local-day';
import { instantOfWallClock } from '#shared/fleet/zone';

/** When a scheduled company report runs, in the company's time zone. */
export type ReportTiming =
  | { frequency: 'daily'; hour: number }
  /** dayOfWeek 0 = Sunday … 6 = Saturday. */
  | { frequency: 'weekly'; hour: number; dayOfWeek: number }
  /** dayOfMonth 1–28, so every month has the day. */
  | { frequency: 'monthly'; hour: number; dayOfMonth: number };

export interface ReportPeriod { from: string; to: string }

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

function runsOn(timing: ReportTiming, day: string): boolean {
  if (timing.frequency === 'daily') return true;
  if (timing.frequency === 'weekly') return weekday(day) === timing.dayOfWeek;
  return Number(day.slice(8, 10)) === timing.dayOfMonth;
}

/**
 * The first run strictly after `afterMs`: the timing's hour on the wall clock of `timeZone` on the next
 * day it runs. An hour the clocks skip (spring forward) runs at the wall clock's next reading; an hour
 * they repeat runs the first time.
 */
export function nextRunAfter(timing: ReportTiming, afterMs: number, timeZone: string): number {
  let day = localDay(afterMs, timeZone);
  // A month and a day is enough for any monthly day 1–28 to come round.
  for (let i = 0; i < 33; i += 1, day = shiftDay(day, 1)) {
    if (!runsOn(timing, day)) continue;
    const [y, m, d] = day.split('-').map(Number);
    const at = instantOfWallClock(Date.UTC(y!, m! - 1, d!, timing.hour), timeZone);
    if (at > afterMs) return at;
  }
  throw new Error('no run within 33 days');
}

/**
 * The local days a run covers, from the run's own scheduled time (not the hour the job got to it):
 * daily the day before, weekly the last full Sunday–Saturday week before the run's day, monthly the
 * calendar month before.
 */
export function periodOfRun(frequency: ReportTiming['frequency'], runAtMs: number, timeZone: string): ReportPeriod {
  const runDay = localDay(runAtMs, timeZone);
  if (frequency === 'daily') {
    const yesterday = shiftDay(runDay, -1);
    return { from: yesterday, to: yesterday };
  }
  if (frequency === 'weekly') {
    // Saturday is 6: the latest Saturday strictly before the run's day.
    const back = ((weekday(runDay) + 1) % 7) || 7;
    const to = shiftDay(runDay, -back);
    return { from: shiftDay(to, -6), to };
  }
  const firstOfThis = `${runDay.slice(0, 8)}01`;
  const to = shiftDay(firstOfThis, -1);
  return { from: `${to.slice(0, 8)}01`, to };
}
