import { nextRunAfter } from '#shared/reports/schedule-timing';
import { scheduledReportEntity, type ScheduledReportItem } from '#lambdas/data/entities/scheduled-report';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { timingOf } from './schedule-fields.ts';

/**
 * How long a claimed run belongs to its sender. Three times a workflow task's timeout (300 s,
 * lib/function-timeouts.ts): a sender still working is never taken over, a dead one's run is resumed by
 * the job run after the lease (the job runs every 15 minutes).
 */
export const RUN_LEASE_MS = 15 * 60_000;

/** Senders a run gets (its first and the takeovers) before it is ended as failed: a fault that kills every sender does not resume it for ever. */
export const MAX_RUN_CLAIMS = 3;

type ScheduleKey = Pick<ScheduledReportItem, 'companyId' | 'scheduleId'>;

const keyOf = (s: ScheduleKey) => ({ companyId: s.companyId, scheduleId: s.scheduleId });

/** A claimed run whose lease has passed: its sender died before ending it. */
export function leaseEnded(s: Pick<ScheduledReportItem, 'claimedAt'>, now: number): boolean {
  return s.claimedAt !== undefined && Date.parse(s.claimedAt) + RUN_LEASE_MS <= now;
}

async function conditional(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/**
 * Takes the run due at `nextRunAt` for this caller alone, in one conditional write: the next run moves on
 * and the taken run is recorded as pending, only if the next run is still the one read and no earlier run
 * is pending. A second job (or the same job run twice) finds it taken and sends nothing.
 */
export function claimRun(s: ScheduledReportItem, now: number): Promise<boolean> {
  const next = new Date(nextRunAfter(timingOf(s), Math.max(now, Date.parse(s.nextRunAt)), s.timeZone)).toISOString();
  return conditional(
    scheduledReportEntity()
      .patch(keyOf(s))
      .set({ nextRunAt: next, lastRunAt: s.nextRunAt, dueBucket: 'active', pendingRunAt: s.nextRunAt, claimedAt: new Date(now).toISOString(), pendingBucket: 'pending', runClaims: 1 })
      .where((attr, op) => `${op.eq(attr.nextRunAt, s.nextRunAt)} AND ${op.eq(attr.active, true)} AND ${op.notExists(attr.pendingRunAt)}`)
      .go(),
  );
}

/** Takes over a pending run whose lease has passed, only if nobody took it over since it was read: a new lease from now. */
export function takeOverRun(s: ScheduledReportItem & { pendingRunAt: string; claimedAt: string }, now: number): Promise<boolean> {
  return conditional(
    scheduledReportEntity()
      .patch(keyOf(s))
      .set({ claimedAt: new Date(now).toISOString(), pendingBucket: 'pending', runClaims: (s.runClaims ?? 1) + 1 })
      .where((attr, op) => `${op.eq(attr.pendingRunAt, s.pendingRunAt)} AND ${op.eq(attr.claimedAt, s.claimedAt)}`)
      .go(),
  );
}

/**
 * The link token every e-mail of the pending run carries: the one kept on the schedule, or `fresh`, kept
 * now. Kept before any link is saved or e-mailed, so a resumed run e-mails the very same link.
 */
export async function runLinkToken(s: ScheduleKey, runAt: string, fresh: string): Promise<string> {
  const kept = await conditional(
    scheduledReportEntity()
      .patch(keyOf(s))
      .set({ pendingLinkToken: fresh })
      .where((attr, op) => `${op.eq(attr.pendingRunAt, runAt)} AND ${op.notExists(attr.pendingLinkToken)}`)
      .go(),
  );
  if (kept) return fresh;
  const { data } = await scheduledReportEntity().get(keyOf(s)).go({ consistent: true });
  if (data?.pendingRunAt !== runAt || !data.pendingLinkToken) throw new Error(`The run of ${runAt} is no longer pending on schedule ${s.scheduleId}`);
  return data.pendingLinkToken;
}

/**
 * Ends the pending run `runAt`: its result recorded and the pending mark (with its link token) cleared,
 * so the pending index forgets it. A schedule removed meanwhile, or a run ended already, is left as it is.
 */
export async function endRun(s: ScheduleKey, runAt: string, lastResult: 'sent' | 'failed', lastMessage: string): Promise<void> {
  await conditional(
    scheduledReportEntity()
      .patch(keyOf(s))
      .set({ lastResult, lastMessage: lastMessage.slice(0, 500) })
      .remove(['pendingRunAt', 'claimedAt', 'pendingBucket', 'pendingLinkToken', 'runClaims'])
      .where((attr, op) => op.eq(attr.pendingRunAt, runAt))
      .go(),
  );
}
