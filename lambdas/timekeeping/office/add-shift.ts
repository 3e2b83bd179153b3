import { addShiftBody, driverParams } from '#shared/timekeeping/api';
import { todayIn } from '#shared/dates/time-zone';
import { weekEndingOf, weeksTouched } from '#shared/timekeeping/week';
import { driverEntity } from '#lambdas/data/entities/driver';
import { timePunchEntity } from '#lambdas/data/entities/time-punch';
import { ConflictError, NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { companyZone } from '#lambdas/data/company-zone';
import { latestShifts, newPunchId, requireDriverTimekeeping, shiftView, touchWeek, writeAudit } from '#lambdas/timekeeping/shifts';
import { checkShiftTimes } from './shift-rules.ts';

/** The office adds a shift a driver forgot to clock, with the reason kept in the audit. */
export const handler = companyRoute({ params: driverParams, body: addShiftBody }, async ({ caller, params, body }) => {
  const { companyId } = caller;
  const DriverID = params.driverId;
  await requireDriverTimekeeping(companyId, params.driverId);
  const times = { in: new Date(body.in).toISOString(), ...(body.out ? { out: new Date(body.out).toISOString() } : {}) };
  checkShiftTimes(times);
  const { data: driver } = await driverEntity().get({ companyId, DriverID }).go();
  if (!driver) throw new NotFoundError('Driver not found.');
  if (!times.out && (await latestShifts(companyId, DriverID)).some((p) => !p.out)) throw new ConflictError('The driver already has an open shift.');
  const item = { companyId, DriverID, punchId: newPunchId(times.in), ...times, createdBy: caller.displayName, version: 1 };
  await timePunchEntity().create(item).go();
  const zone = await companyZone(companyId);
  await writeAudit({ companyId, DriverID, weekEnding: weekEndingOf(todayIn(zone, new Date(times.in))), punchId: item.punchId, action: 'add', caller, reason: body.reason, after: times });
  await Promise.all(weeksTouched(times, zone).map((w) => touchWeek(companyId, DriverID, w)));
  return shiftView(item);
});
