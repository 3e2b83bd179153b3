import type { PunchBody } from '#shared/timekeeping/api';
import { todayIn } from '#shared/dates/time-zone';
import { stampPunch, type PunchStamp } from '#shared/timekeeping/punch-stamp';
import { weekEndingOf, weeksTouched } from '#shared/timekeeping/week';
import { timePunchEntity, type TimePunchItem } from '#lambdas/data/entities/time-punch';
import { ConflictError } from '#lambdas/http/errors';
import type { CompanyCaller } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { companyZone } from '#lambdas/data/company-zone';
import { latestShifts, newPunchId, requireTimekeeping, shiftView, touchWeek, writeAudit } from '#lambdas/timekeeping/shifts';

/** Who the audit names for a correction the timeclock made on its own. */
const TIMECLOCK = 'Timeclock';
const LABEL = { in: 'Clock in', out: 'Clock out' } as const;

/** The driver's last punch: the latest in or out among his newest shifts. */
function lastPunchAt(shifts: readonly TimePunchItem[]): string | undefined {
  const times = shifts.flatMap((p) => (p.out ? [p.in, p.out] : [p.in])).map(Date.parse);
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : undefined;
}

function storedStamp(stamp: PunchStamp, body: PunchBody) {
  return {
    source: stamp.source, arrivedAt: stamp.arrivedAt, late: stamp.late,
    ...(body.tappedAt ? { tappedAt: body.tappedAt } : {}), ...(body.sentAt ? { sentAt: body.sentAt } : {}),
    ...(stamp.correctedTapAt ? { correctedTapAt: stamp.correctedTapAt } : {}), ...(stamp.skewMs !== null ? { skewMs: stamp.skewMs } : {}),
    ...(stamp.flag ? { flag: stamp.flag } : {}),
  };
}

/**
 * A driver's clock in or out, stamped at the phone's tap time when the rule of stampPunch takes it, else
 * at arrival (flagged, and the correction audited). A retried punch (same punchKey) answers the punch it
 * repeats, so a phone that lost the answer, or an outbox sending hours later, neither duplicates nor
 * loses it.
 */
export async function punch(caller: CompanyCaller, body: PunchBody, direction: 'in' | 'out') {
  const arrivedAt = new Date().toISOString();
  const { companyId, driverId: DriverID } = caller;
  await requireTimekeeping(companyId);
  const latest = await latestShifts(companyId, DriverID);
  const repeated = latest.find((p) => (direction === 'in' ? p.inKey : p.outKey) === body.punchKey);
  if (repeated) return shiftView(repeated);
  const open = latest.find((p) => !p.out);
  if (direction === 'in' && open) throw new ConflictError('You are already clocked in. Clock out first.');
  if (direction === 'out' && !open) throw new ConflictError('You are not clocked in.');
  const stamp = stampPunch({ tappedAt: body.tappedAt, sentAt: body.sentAt, arrivedAt, previousAt: lastPunchAt(latest) });
  const punches = timePunchEntity();
  let saved: TimePunchItem;
  if (direction === 'in') {
    const item = {
      companyId, DriverID, punchId: newPunchId(stamp.at), in: stamp.at, inKey: body.punchKey, inStamp: storedStamp(stamp, body),
      ...(body.position ? { inPosition: body.position } : {}), createdBy: caller.displayName, version: 1,
    };
    await punches.create(item).go();
    saved = item as TimePunchItem;
  } else {
    try {
      const { data } = await punches.patch({ companyId, DriverID, punchId: open!.punchId })
        .set({ out: stamp.at, outKey: body.punchKey, outStamp: storedStamp(stamp, body), ...(body.position ? { outPosition: body.position } : {}), version: open!.version + 1 })
        .where(({ version }, { eq }) => eq(version, open!.version))
        .go({ response: 'all_new' });
      saved = data as TimePunchItem;
    } catch (error) {
      // Another request (this punch's twin, or an office edit) changed the shift first: answer a twin, refuse the rest.
      if (!isConditionalFailure(error)) throw error;
      const { data: now } = await punches.get({ companyId, DriverID, punchId: open!.punchId }).go();
      if (now?.outKey === body.punchKey) return shiftView(now);
      throw new ConflictError('The shift changed while clocking out. Refresh and try again.');
    }
  }
  const zone = await companyZone(companyId);
  if (stamp.flag) {
    const before = direction === 'in' ? { in: stamp.correctedTapAt! } : { in: saved.in, out: stamp.correctedTapAt! };
    const after = direction === 'in' ? { in: stamp.at } : { in: saved.in, out: stamp.at };
    await writeAudit({
      companyId, DriverID, weekEnding: weekEndingOf(todayIn(zone, new Date(saved.in))), punchId: saved.punchId, action: 'stamp',
      caller: { userId: caller.userId, displayName: TIMECLOCK }, reason: `${LABEL[direction]} stamped at arrival: ${stamp.flag}.`, before, after,
    });
  }
  // A punch in an approved week changes its cards: the week needs approval again.
  await Promise.all(weeksTouched(saved, zone).map((week) => touchWeek(companyId, DriverID, week)));
  return shiftView(saved);
}
