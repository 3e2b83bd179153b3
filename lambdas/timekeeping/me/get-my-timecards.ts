import { weekQuery, type MyTimecardsView } from '#shared/timekeeping/api';
import { driverWeek, weekDays } from '#shared/timekeeping/week';
import { timecardApprovalEntity } from '#lambdas/data/entities/timecard-approval';
import { companyRoute } from '#lambdas/http/route-handler';
import { companyTimeZone } from '#lambdas/telematics/company-zone';
import { requireTimekeeping, shiftTimes, weekShifts } from '#lambdas/timekeeping/shifts';

/** The caller's own days of a pay week; the token's driver id is the only one read. */
export const handler = companyRoute({ query: weekQuery }, async ({ caller, query }): Promise<MyTimecardsView> => {
  const { companyId, driverId: DriverID } = caller;
  await requireTimekeeping(companyId);
  const zone = await companyTimeZone(companyId);
  const [shifts, { data: approval }] = await Promise.all([
    weekShifts(companyId, DriverID, query.weekEnding),
    timecardApprovalEntity().get({ companyId, weekEnding: query.weekEnding, DriverID }).go(),
  ]);
  const week = driverWeek(shifts.map(shiftTimes), query.weekEnding, zone);
  return { weekEnding: query.weekEnding, days: weekDays(query.weekEnding), byDay: week.days, totalMinutes: week.totalMinutes, open: week.open, approved: approval?.approved === true };
});
