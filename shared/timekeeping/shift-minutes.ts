import { formatIsoDate } from '#shared/fleet/dates';
import { splitAtMidnight } from '#shared/fleet/timecards';
import { localDayOf } from '#shared/fleet/zone';
import { driverWeek, weekDays, type ShiftTimes } from './week.ts';

export interface ShiftMinutes<S extends ShiftTimes> { shift: S; minutes: number }

const MS_PER_MINUTE = 60_000;

/**
 * The driver's shifts of a week, each with its minutes in the week, so that the rows add up to the
 * week's total exactly. Pay rounds each local day (fleet-rules "Time cards"), not each shift, so every
 * day's rounded minutes are shared among its shifts by largest remainder (ties to the earlier shift).
 * Open shifts count nothing and are listed in the week of their in.
 */
export function weekShiftMinutes<S extends ShiftTimes>(shifts: readonly S[], weekEnding: string, timeZone: string): { rows: Array<ShiftMinutes<S>>; totalMinutes: number } {
  const days = new Set(weekDays(weekEnding));
  const week = driverWeek(shifts, weekEnding, timeZone);
  const sorted = [...shifts].sort((a, b) => a.in.localeCompare(b.in));
  const pieces = new Map<string, Array<{ row: number; exact: number }>>();
  const rows: Array<ShiftMinutes<S>> = [];
  for (const shift of sorted) {
    const start = Date.parse(shift.in);
    if (!shift.out) {
      if (days.has(formatIsoDate(localDayOf(start, timeZone)))) rows.push({ shift, minutes: 0 });
      continue;
    }
    const inWeek = splitAtMidnight(start, Date.parse(shift.out), timeZone).map((p) => ({ date: formatIsoDate(p.day), ms: p.ms })).filter((p) => days.has(p.date));
    if (inWeek.length === 0 && !days.has(formatIsoDate(localDayOf(start, timeZone)))) continue;
    const row = rows.push({ shift, minutes: 0 }) - 1;
    for (const p of inWeek) pieces.set(p.date, [...(pieces.get(p.date) ?? []), { row, exact: p.ms / MS_PER_MINUTE }]);
  }
  for (const [date, shares] of pieces) {
    let left = (week.days[date] ?? 0) - shares.reduce((sum, s) => sum + Math.floor(s.exact), 0);
    const byRemainder = shares.map((s, i) => ({ ...s, i })).sort((a, b) => (b.exact % 1) - (a.exact % 1) || a.i - b.i);
    for (const share of byRemainder) {
      const extra = left > 0 ? 1 : 0;
      rows[share.row]!.minutes += Math.floor(share.exact) + extra;
      left -= extra;
    }
  }
  return { rows, totalMinutes: rows.reduce((sum, r) => sum + r.minutes, 0) };
}
