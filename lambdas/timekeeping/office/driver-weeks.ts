import type { DriverWeekView } from '#shared/timekeeping/api';
import { driverWeek } from '#shared/timekeeping/week';
import type { DriverItem } from '#lambdas/data/entities/driver';
import type { TimePunchItem } from '#lambdas/data/entities/time-punch';
import type { TimecardApprovalItem } from '#lambdas/data/entities/timecard-approval';
import { approvalView, shiftTimes } from '#lambdas/timekeeping/shifts';

/** A driver the office keeps time for: active, not terminated, paid by the day, the hour or the week. */
export function keepsTime(driver: DriverItem): boolean {
  return driver.Active !== false && driver.TermStatus !== true && (driver.payDayRate === true || driver.payHourlyRate === true || driver.payWeeklyRate === true);
}

export function driverWeekView(driver: Pick<DriverItem, 'DriverID' | 'DisplayName'>, shifts: readonly TimePunchItem[], approval: TimecardApprovalItem | undefined, weekEnding: string, zone: string): DriverWeekView {
  const week = driverWeek(shifts.map(shiftTimes), weekEnding, zone);
  return { DriverID: driver.DriverID, name: driver.DisplayName, days: week.days, totalMinutes: week.totalMinutes, open: week.open, overlaps: week.overlaps, approval: approvalView(approval) };
}
