import { deleteShiftBody, shiftParams } from '#shared/timekeeping/api';
import { todayIn } from '#shared/dates/time-zone';
import { weekEndingOf, weeksTouched } from '#shared/timekeeping/week';
import { timePunchEntity } from '#lambdas/data/entities/time-punch';
import { ConflictError, NotFoundError } from '#lambdas/http/errors';
import { noContent } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { companyZone } from '#lambdas/data/company-zone';
import { requireDriverTimekeeping, touchWeek, writeAudit } from '#lambdas/timekeeping/shifts';

/** The office removes a shift (a duplicate, a wrong driver): reason required, audited with what it was. */
export const handler = companyRoute({ params: shiftParams, body: deleteShiftBody }, async ({ caller, params, body }) => {
  const { companyId } = caller;
  const key = { companyId, DriverID: params.driverId, punchId: params.punchId };
  await requireDriverTimekeeping(companyId, params.driverId);
  const punches = timePunchEntity();
  const { data: current } = await punches.get(key).go();
  if (!current) throw new NotFoundError('Shift not found.');
  if (current.version !== body.version) throw new ConflictError();
  try {
    await punches.delete(key).where(({ version }, { eq }) => eq(version, body.version)).go();
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
  const before = { in: current.in, ...(current.out ? { out: current.out } : {}) };
  const zone = await companyZone(companyId);
  await writeAudit({ companyId, DriverID: params.driverId, weekEnding: weekEndingOf(todayIn(zone, new Date(before.in))), punchId: params.punchId, action: 'delete', caller, reason: body.reason, before });
  await Promise.all(weeksTouched(before, zone).map((w) => touchWeek(companyId, params.driverId, w)));
  return noContent();
});
