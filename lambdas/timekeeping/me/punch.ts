import type { PunchBody } from '#shared/timekeeping/api';
import { weeksTouched } from '#shared/timekeeping/week';
import { timePunchEntity, type TimePunchItem } from '#lambdas/data/entities/time-punch';
import { ConflictError } from '#lambdas/http/errors';
import type { CompanyCaller } from '#lambdas/http/route-handler';
import { companyTimeZone } from '#lambdas/telematics/company-zone';
import { latestShifts, newPunchId, requireTimekeeping, shiftView, touchWeek } from '#lambdas/timekeeping/shifts';

/**
 * A driver's clock in or out, stamped by the server's clock. A retried punch (same punchKey) answers the
 * punch it repeats, so a phone that lost the answer neither duplicates nor loses it.
 */
export async function punch(caller: CompanyCaller, body: PunchBody, direction: 'in' | 'out') {
  const { companyId, driverId: DriverID } = caller;
  await requireTimekeeping(companyId);
  const latest = await latestShifts(companyId, DriverID);
  const repeated = latest.find((p) => (direction === 'in' ? p.inKey : p.outKey) === body.punchKey);
  if (repeated) return shiftView(repeated);
  const open = latest.find((p) => !p.out);
  const now = new Date().toISOString();
  const punches = timePunchEntity();
  let saved: TimePunchItem;
  if (direction === 'in') {
    if (open) throw new ConflictError('You are already clocked in. Clock out first.');
    const item = {
      companyId, DriverID, punchId: newPunchId(now), in: now, inKey: body.punchKey,
      ...(body.position ? { inPosition: body.position } : {}), createdBy: caller.displayName, version: 1,
    };
    await punches.create(item).go();
    saved = item as TimePunchItem;
  } else {
    if (!open) throw new ConflictError('You are not clocked in.');
    const { data } = await punches.patch({ companyId, DriverID, punchId: open.punchId })
      .set({ out: now, outKey: body.punchKey, ...(body.position ? { outPosition: body.position } : {}), version: open.version + 1 })
      .go({ response: 'all_new' });
    saved = data as TimePunchItem;
  }
  // A punch in an approved week changes its cards: the week needs approval again.
  const zone = await companyTimeZone(companyId);
  await Promise.all(weeksTouched(saved, zone).map((week) => touchWeek(companyId, DriverID, week)));
  return shiftView(saved);
}
