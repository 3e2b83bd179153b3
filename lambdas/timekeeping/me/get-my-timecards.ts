import { myWeekQuery, type MyTimecardsView } from '#shared/timekeeping/api';
import { todayIn } from '#shared/dates/time-zone';
import { weekShiftMinutes } from '#shared/timekeeping/shift-minutes';
import { driverWeek, weekDays, weekEndingOf } from '#shared/timekeeping/week';
import { timecardApprovalEntity } from '#lambdas/data/entities/timecard-approval';
import { companyRoute } from '#lambdas/http/route-handler';
import { companyZone } from '#lambdas/data/company-zone';
import { requireTimekeeping, shiftTimes, shiftView, weekShifts } from '#lambdas/timekeeping/shifts';

/** The caller's own pay week, days and shifts (the current week when none is asked); the token's driver id is the only one read. */
export const handler = companyRoute({ query: myWeekQuery }, async ({ caller, query }): Promise<MyTimecardsView> => {
  const { companyId, driverId: DriverID } = caller;
  await requireTimekeeping(companyId);
  const zone = await companyZone(companyId);
  const weekEnding = query.weekEnding ?? weekEndingOf(todayIn(zone, new Date()));
  const [items, { data: approval }] = await Promise.all([
    weekShifts(companyId, DriverID, weekEnding),
    timecardApprovalEntity().get({ companyId, weekEnding, DriverID }).go(),
  ]);
  const week = driverWeek(items.map(shiftTimes), weekEnding, zone);
  const listed = weekShiftMinutes(items.map((item) => ({ ...shiftTimes(item), item })), weekEnding, zone);
  const shifts = listed.rows.map(({ shift, minutes }) => {
    const view = shiftView(shift.item);
    return { punchId: view.punchId, in: view.in, out: view.out, minutes, inStamp: view.inStamp, outStamp: view.outStamp };
  });
  return {
    weekEnding, timeZone: zone, days: weekDays(weekEnding), byDay: week.days, totalMinutes: week.totalMinutes, open: week.open,
    approved: approval?.approved === true, shifts,
  };
});
