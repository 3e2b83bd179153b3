import type { DriverWeekView } from '#shared/timekeeping/api';
import { todayIn } from '#shared/dates/time-zone';
import { driverWeek, weekEndingOf } from '#shared/timekeeping/week';
import type { DriverItem } from '#lambdas/data/entities/driver';
import type { TimePunchItem } from '#lambdas/data/entities/time-punch';
import type { TimecardApprovalItem } from '#lambdas/data/entities/timecard-approval';
import { approvalView, shiftTimes } from '#lambdas/timekeeping/shifts';

/** A driver the office keeps time for: active, not terminated, paid by the day, the hour or the week. */
export function keepsTime(driver: DriverItem): boolean {
  return driver.Active !== false && driver.TermStatus !== true && (driver.payDayRate === true || driver.payHourlyRate === true || driver.payWeeklyRate === true);
}

/** The driver's punches of the week sent late from the phone's queue, and those stamped at arrival because their tap time was refused. */
export function punchMarks(shifts: readonly TimePunchItem[], weekEnding: string, zone: string): DriverWeekView['punchMarks'] {
  const stamps = shifts.flatMap((p) => [
    ...(p.inStamp ? [{ at: p.in, stamp: p.inStamp }] : []),
    ...(p.out && p.outStamp ? [{ at: p.out, stamp: p.outStamp }] : []),
  ]).filter(({ at }) => weekEndingOf(todayIn(zone, new Date(at))) === weekEnding);
  return { late: stamps.filter((s) => s.stamp.late).length, flagged: stamps.filter((s) => s.stamp.flag).length };
}

export function driverWeekView(driver: Pick<DriverItem, 'DriverID' | 'DisplayName'>, shifts: readonly TimePunchItem[], approval: TimecardApprovalItem | undefined, weekEnding: string, zone: string): DriverWeekView {
  const week = driverWeek(shifts.map(shiftTimes), weekEnding, zone);
  return {
    DriverID: driver.DriverID, name: driver.DisplayName, days: week.days, totalMinutes: week.totalMinutes, open: week.open, overlaps: week.overlaps,
    approval: approvalView(approval), punchMarks: punchMarks(shifts, weekEnding, zone),
  };
}
