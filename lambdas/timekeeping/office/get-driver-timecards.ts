import { driverParams, weekQuery, type DriverShiftsView } from '#shared/timekeeping/api';
import { weekDays } from '#shared/timekeeping/week';
import { driverEntity } from '#lambdas/data/entities/driver';
import { timecardApprovalEntity } from '#lambdas/data/entities/timecard-approval';
import { NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { companyZone } from '#lambdas/data/company-zone';
import { requireDriverTimekeeping, shiftView, weekShifts } from '#lambdas/timekeeping/shifts';
import { driverWeekView } from './driver-weeks.ts';

/** One driver's week for the office: his shifts with positions, days, totals and approval. */
export const handler = companyRoute({ params: driverParams, query: weekQuery }, async ({ caller, params, query }): Promise<DriverShiftsView> => {
  const { companyId } = caller;
  await requireDriverTimekeeping(companyId, params.driverId);
  const key = { companyId, DriverID: params.driverId };
  const [{ data: driver }, shifts, { data: approval }, zone] = await Promise.all([
    driverEntity().get(key).go(),
    weekShifts(companyId, params.driverId, query.weekEnding),
    timecardApprovalEntity().get({ ...key, weekEnding: query.weekEnding }).go(),
    companyZone(companyId),
  ]);
  if (!driver) throw new NotFoundError('Driver not found.');
  const week = driverWeekView(driver, shifts, approval ?? undefined, query.weekEnding, zone);
  return { ...week, weekEnding: query.weekEnding, dayList: weekDays(query.weekEnding), timeZone: zone, shifts: shifts.map(shiftView) };
});
