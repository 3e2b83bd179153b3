import { approveBody, driverParams } from '#shared/timekeeping/api';
import { driverWeek } from '#shared/timekeeping/week';
import { timecardApprovalEntity } from '#lambdas/data/entities/timecard-approval';
import { ConflictError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { companyZone } from '#lambdas/data/company-zone';
import { approvalView, requireDriverTimekeeping, shiftTimes, weekShifts } from '#lambdas/timekeeping/shifts';

/**
 * Approves a driver's week for pay: refused while a shift is open or two overlap; the cards are kept
 * as approved, and the version the office saw must still be the week's (no edit slipped in between).
 */
export const handler = companyRoute({ params: driverParams, body: approveBody }, async ({ caller, params, body }) => {
  const { companyId } = caller;
  const key = { companyId, weekEnding: body.weekEnding, DriverID: params.driverId };
  await requireDriverTimekeeping(companyId, params.driverId);
  const approvals = timecardApprovalEntity();
  const [{ data: current }, shifts, zone] = await Promise.all([approvals.get(key).go(), weekShifts(companyId, params.driverId, body.weekEnding), companyZone(companyId)]);
  const version = current?.version ?? 0;
  if (version !== body.version) throw new ConflictError();
  const week = driverWeek(shifts.map(shiftTimes), body.weekEnding, zone);
  if (week.open.length > 0) throw new ConflictError('The week has an open shift: clock it out or edit it before approving.');
  if (week.overlaps.length > 0) throw new ConflictError(`The week has overlapping shifts: ${week.overlaps.join('; ')}`);
  const item = { ...key, approved: true, cards: week.cards, approvedByUid: caller.userId, approvedBy: caller.displayName, approvedAt: new Date().toISOString(), version: version + 1 };
  try {
    const put = approvals.put(item);
    await (current ? put.where(({ version: v }, { eq }) => eq(v, version)) : put.where(({ DriverID }, { notExists }) => notExists(DriverID))).go();
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
  return approvalView(item);
});
