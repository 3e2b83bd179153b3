import { editShiftBody, shiftParams } from '#shared/timekeeping/api';
import { todayIn } from '#shared/dates/time-zone';
import { weekEndingOf, weeksTouched } from '#shared/timekeeping/week';
import { timePunchEntity, type TimePunchItem } from '#lambdas/data/entities/time-punch';
import { ConflictError, NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { companyZone } from '#lambdas/data/company-zone';
import { requireDriverTimekeeping, shiftView, touchWeek, writeAudit } from '#lambdas/timekeeping/shifts';
import { checkShiftTimes } from './shift-rules.ts';

/** The office corrects a shift's in or out: version lock, reason required, audited before and after; the week needs approval again. */
export const handler = companyRoute({ params: shiftParams, body: editShiftBody }, async ({ caller, params, body }) => {
  const { companyId } = caller;
  const key = { companyId, DriverID: params.driverId, punchId: params.punchId };
  await requireDriverTimekeeping(companyId, params.driverId);
  const punches = timePunchEntity();
  const { data: current } = await punches.get(key).go();
  if (!current) throw new NotFoundError('Shift not found.');
  if (current.version !== body.version) throw new ConflictError();
  const before = { in: current.in, ...(current.out ? { out: current.out } : {}) };
  const out = body.out === null ? undefined : body.out !== undefined ? new Date(body.out).toISOString() : current.out;
  const after = { in: body.in ? new Date(body.in).toISOString() : current.in, ...(out ? { out } : {}) };
  checkShiftTimes(after, current.punchId);
  let saved: TimePunchItem;
  try {
    const update = punches.patch(key).set({ in: after.in, editedBy: caller.displayName, version: current.version + 1, ...(out ? { out } : {}) });
    const { data } = await (out ? update : update.remove(['out', 'outKey', 'outPosition', 'outStamp'])).where(({ version }, { eq }) => eq(version, body.version)).go({ response: 'all_new' });
    saved = data as TimePunchItem;
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError();
    throw error;
  }
  const zone = await companyZone(companyId);
  await writeAudit({ companyId, DriverID: params.driverId, weekEnding: weekEndingOf(todayIn(zone, new Date(after.in))), punchId: params.punchId, action: 'edit', caller, reason: body.reason, before, after });
  const weeks = new Set([...weeksTouched(before, zone), ...weeksTouched(after, zone)]);
  await Promise.all([...weeks].map((w) => touchWeek(companyId, params.driverId, w)));
  return shiftView(saved);
});
