import type { TimeclockState } from '#shared/timekeeping/api';
import { todayIn } from '#shared/dates/time-zone';
import { driverWeek, openShiftMinutes, weekDays, weekEndingOf } from '#shared/timekeeping/week';
import { signedInRoute } from '#lambdas/http/route-handler';
import { companyZone } from '#lambdas/data/company-zone';
import { shiftTimes, timekeepingEnabled, weekShifts } from '#lambdas/timekeeping/shifts';

const OFF: TimeclockState = { timekeepingEnabled: false, open: null, todayMinutes: 0, weekMinutes: 0 };

/** The caller's timeclock: the running shift and today's and this week's minutes, the running shift counted up to now. */
export const handler = signedInRoute({}, async ({ caller }): Promise<TimeclockState> => {
  if (!caller.companyId || !(await timekeepingEnabled(caller.companyId))) return OFF;
  const zone = await companyZone(caller.companyId);
  const now = new Date();
  const today = todayIn(zone, now);
  const weekEnding = weekEndingOf(today);
  const shifts = (await weekShifts(caller.companyId, caller.driverId, weekEnding)).map(shiftTimes);
  const week = driverWeek(shifts, weekEnding, zone);
  const open = week.open[0] ?? null;
  const running = open ? openShiftMinutes(open, now.toISOString(), zone) : {};
  const weekRunning = Object.entries(running).filter(([day]) => weekDays(weekEnding).includes(day)).reduce((s, [, m]) => s + m, 0);
  return {
    timekeepingEnabled: true,
    open,
    todayMinutes: (week.days[today] ?? 0) + (running[today] ?? 0),
    weekMinutes: week.totalMinutes + weekRunning,
  };
});
