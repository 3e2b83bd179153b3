import * as z from 'zod';
import { REPORT_LINK_PARAM } from '#shared/reports/schedule-api';
import { periodOfRun } from '#shared/reports/schedule-timing';
import { sendRecordedEmailOnce } from '#lambdas/alerts/recorded-email-once';
import { scheduledReportEntity, type ScheduledReportItem } from '#lambdas/data/entities/scheduled-report';
import { writeObject } from '#lambdas/imports/uploads';
import { logger } from '#lambdas/http/logger';
import { REPORT_RENDERERS } from '#lambdas/reports/report-renderers';
import { runtimeEnv } from '#lambdas/runtime-env';
import { newReportLinkToken, REPORT_LINK_DAYS, saveReportLink } from './report-links.ts';
import { currentRunAudience, reportLabel, runOutcome } from './run-audience.ts';
import { claimRun, endRun, leaseEnded, MAX_RUN_CLAIMS, RUN_LEASE_MS, runLinkToken, takeOverRun } from './run-claims.ts';

/** The page an e-mailed link opens; the app's address comes first when the environment gives it. */
export const REPORT_LINK_PAGE = '/report-link';

function linkAddress(token: string): string {
  const base = (runtimeEnv().APP_URL ?? '').replace(/\/+$/, '');
  // In the fragment: the token never reaches a server log or a Referer header.
  return `${base}${REPORT_LINK_PAGE}#${REPORT_LINK_PARAM}=${encodeURIComponent(token)}`;
}

/** The key of one recipient's e-mail of one run: the same on every resume of the run. */
export function runSendKey(scheduleId: string, runAt: string, to: string): string {
  return `scheduled-report/${scheduleId}/${runAt}/${to}`;
}

/**
 * One claimed run (the one due at `runAt`, resumed or not): checked against the creator's and recipients'
 * standing now, rendered for its own period, stored under a key of the run, linked by the run's one link
 * and e-mailed to each recipient at most once. Every way out ends the run, so it is never resumed forever.
 */
async function sendRun(s: ScheduledReportItem, runAt: string): Promise<'sent' | 'failed'> {
  const ended = async (result: 'sent' | 'failed', message: string) => {
    await endRun(s, runAt, result, message);
    return result;
  };
  const period = periodOfRun(s.frequency, Date.parse(runAt), s.timeZone);
  const load = REPORT_RENDERERS[s.reportName];
  if (!load) return ended('failed', `The report ${s.reportName} can no longer be rendered.`);
  const audience = await currentRunAudience(s.companyId, s);
  if ('refused' in audience) return ended('failed', audience.refused);
  const label = reportLabel(s.reportName);
  if (audience.recipients.length === 0) return ended('failed', runOutcome({ sent: 0, failed: 0, skipped: audience.skipped }, label).message);
  let file;
  try {
    file = await (await load())(s.companyId, period);
  } catch (error) {
    logger.error('scheduled report not rendered', { companyId: s.companyId, scheduleId: s.scheduleId, error: (error as Error).message });
    return ended('failed', `The report could not be made for ${period.from} to ${period.to}: ${(error as Error).message}`);
  }
  const fileKey = `reports/scheduled/${encodeURIComponent(s.companyId)}/${s.scheduleId}/${runAt.replace(/[^0-9TZ]/g, '')}/${file.fileName.replace(/[^A-Za-z0-9._-]+/g, '_')}`;
  await writeObject(fileKey, file.body, file.contentType);
  const token = s.pendingLinkToken ?? (await runLinkToken(s, runAt, newReportLinkToken(s.companyId)));
  await saveReportLink({ companyId: s.companyId, scheduleId: s.scheduleId, reportName: s.reportName, from: period.from, to: period.to, fileKey, fileName: file.fileName }, token);
  const range = period.from === period.to ? period.from : `${period.from} to ${period.to}`;
  const subject = `Scheduled report: ${s.reportName}, ${range}`;
  const text = [
    `Your ${s.frequency} report ${s.reportName} for ${range} is ready (${file.fileName}).`,
    '',
    `Open it here within ${REPORT_LINK_DAYS} days: ${linkAddress(token)}`,
    '',
    `Sent on a schedule set up by ${s.createdByName}. To stop it, ask them or the office to change the schedule.`,
  ].join('\n');
  let sent = 0;
  let failed = 0;
  for (const to of audience.recipients) {
    const delivery = await sendRecordedEmailOnce(s.companyId, runSendKey(s.scheduleId, runAt, to), to, subject, text);
    // A send that died between its claim and its delivery is not known to have gone: counted as failed.
    const state = delivery.state === 'already' ? delivery.earlier : delivery.state;
    if (state === 'failed' || state === 'claimed') failed += 1;
    else sent += 1;
  }
  const outcome = runOutcome({ sent, failed, skipped: audience.skipped }, label);
  return ended(outcome.result, outcome.message);
}

/** Due schedules one run of the job sends at most; the rest stay due and go with the next run, 15 minutes later. */
export const MAX_DUE_A_RUN = 1_000;

/** A schedule the due index lists: the job's item, sent by a task of its own. */
export const dueReport = z.object({ companyId: z.string().min(1), scheduleId: z.string().min(1) });
export type DueReport = z.infer<typeof dueReport>;

async function collect(query: { go(options: object): Promise<{ data: DueReport[]; cursor: string | null }> }, into: Map<string, DueReport>, max: number): Promise<void> {
  let cursor: string | null = null;
  do {
    const page: { data: DueReport[]; cursor: string | null } = await query.go({ cursor, limit: max - into.size, attributes: ['companyId', 'scheduleId'] });
    for (const { companyId, scheduleId } of page.data) into.set(`${companyId}/${scheduleId}`, { companyId, scheduleId });
    cursor = page.cursor;
  } while (cursor && into.size < max);
}

/**
 * Every schedule with a run to send by `now`, across companies (at most `max`): first the claimed runs
 * whose lease has passed (pending index, oldest claim first), then the active schedules due (due index,
 * oldest first).
 */
export async function dueReports(now = Date.now(), max = MAX_DUE_A_RUN): Promise<DueReport[]> {
  const due = new Map<string, DueReport>();
  const entity = scheduledReportEntity();
  await collect(entity.query.byPendingRun({ pendingBucket: 'pending' }).lte({ claimedAt: new Date(now - RUN_LEASE_MS).toISOString() }), due, max);
  if (due.size < max) await collect(entity.query.byDue({ dueBucket: 'active' }).lt({ nextRunAt: new Date(now + 1).toISOString() }), due, max);
  return [...due.values()];
}

/**
 * One listed schedule's run, sent on its own so one report's failure is recorded on its schedule and the
 * others still go: a pending run whose lease has passed is taken over and resumed (its own period, not
 * the next run's); otherwise the due run is claimed. Skipped when its run is no longer to send or another
 * sender took it first. A pending run blocks the next claim until it ends.
 */
export async function sendDueReport(listed: DueReport, now = Date.now()): Promise<'sent' | 'failed' | 'skipped'> {
  // The indexes are read eventually consistently: the item itself decides.
  const { data: s } = await scheduledReportEntity().get({ companyId: listed.companyId, scheduleId: listed.scheduleId }).go({ consistent: true });
  if (!s) return 'skipped';
  const { pendingRunAt, claimedAt } = s;
  if (pendingRunAt !== undefined && claimedAt !== undefined) {
    if (!leaseEnded(s, now) || !(await takeOverRun({ ...s, pendingRunAt, claimedAt }, now))) return 'skipped';
    if (!s.active) {
      await endRun(s, pendingRunAt, 'failed', `Not sent: the schedule was paused before its run of ${pendingRunAt} went out.`);
      return 'failed';
    }
    if ((s.runClaims ?? 1) >= MAX_RUN_CLAIMS) {
      await endRun(s, pendingRunAt, 'failed', `Not sent: the run of ${pendingRunAt} stopped ${MAX_RUN_CLAIMS} times before it could finish. The next run goes as scheduled.`);
      return 'failed';
    }
    return sendRun(s, pendingRunAt);
  }
  const runAt = s.nextRunAt;
  if (!s.active || Date.parse(runAt) > now || !(await claimRun(s, now))) return 'skipped';
  return sendRun(s, runAt);
}
