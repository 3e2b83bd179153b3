import * as z from 'zod';
import { REPORT_LINK_PARAM } from '#shared/reports/schedule-api';
import { nextRunAfter, periodOfRun } from '#shared/reports/schedule-timing';
import { sendRecordedEmail } from '#lambdas/alerts/recorded-email';
import { scheduledReportEntity, type ScheduledReportItem } from '#lambdas/data/entities/scheduled-report';
import { writeObject } from '#lambdas/imports/uploads';
import { logger } from '#lambdas/http/logger';
import { REPORT_RENDERERS } from '#lambdas/reports/report-renderers';
import { runtimeEnv } from '#lambdas/runtime-env';
import { createReportLink, REPORT_LINK_DAYS } from './report-links.ts';
import { timingOf } from './schedule-fields.ts';

/** The page an e-mailed link opens; the app's address comes first when the environment gives it. */
export const REPORT_LINK_PAGE = '/report-link';

function linkAddress(token: string): string {
  const base = (runtimeEnv().APP_URL ?? '').replace(/\/+$/, '');
  // In the fragment: the token never reaches a server log or a Referer header.
  return `${base}${REPORT_LINK_PAGE}#${REPORT_LINK_PARAM}=${encodeURIComponent(token)}`;
}

/**
 * Takes the run due at `dueAt` for this caller alone: the next run moves on only if it is still the one
 * read, so a second job (or the same job run twice) finds it taken and sends nothing.
 */
async function claimRun(s: ScheduledReportItem, now: number): Promise<boolean> {
  const next = new Date(nextRunAfter(timingOf(s), Math.max(now, Date.parse(s.nextRunAt)), s.timeZone)).toISOString();
  try {
    await scheduledReportEntity()
      .patch({ companyId: s.companyId, scheduleId: s.scheduleId })
      .set({ nextRunAt: next, lastRunAt: s.nextRunAt, dueBucket: 'active' })
      .where((attr, op) => `${op.eq(attr.nextRunAt, s.nextRunAt)} AND ${op.eq(attr.active, true)}`)
      .go();
    return true;
  } catch (error) {
    if ((error as Error).message.includes('conditional request failed')) return false;
    throw error;
  }
}

async function record(s: ScheduledReportItem, lastResult: 'sent' | 'failed', lastMessage: string): Promise<void> {
  await scheduledReportEntity().patch({ companyId: s.companyId, scheduleId: s.scheduleId }).set({ lastResult, lastMessage: lastMessage.slice(0, 500) }).go();
}

/** One claimed run: render the period, store the file, make a 7-day link and e-mail it to each recipient. */
async function sendRun(s: ScheduledReportItem): Promise<'sent' | 'failed'> {
  const period = periodOfRun(s.frequency, Date.parse(s.nextRunAt), s.timeZone);
  const load = REPORT_RENDERERS[s.reportName];
  if (!load) {
    await record(s, 'failed', `The report ${s.reportName} can no longer be rendered.`);
    return 'failed';
  }
  let file;
  try {
    file = await (await load())(s.companyId, period);
  } catch (error) {
    logger.error('scheduled report not rendered', { companyId: s.companyId, scheduleId: s.scheduleId, error: (error as Error).message });
    await record(s, 'failed', `The report could not be made for ${period.from} to ${period.to}: ${(error as Error).message}`);
    return 'failed';
  }
  const fileKey = `reports/scheduled/${encodeURIComponent(s.companyId)}/${s.scheduleId}/${s.nextRunAt.replace(/[^0-9TZ]/g, '')}/${file.fileName.replace(/[^A-Za-z0-9._-]+/g, '_')}`;
  await writeObject(fileKey, file.body, file.contentType);
  const link = await createReportLink({ companyId: s.companyId, scheduleId: s.scheduleId, reportName: s.reportName, from: period.from, to: period.to, fileKey, fileName: file.fileName });
  const range = period.from === period.to ? period.from : `${period.from} to ${period.to}`;
  const subject = `Scheduled report: ${s.reportName}, ${range}`;
  const text = [
    `Your ${s.frequency} report ${s.reportName} for ${range} is ready (${file.fileName}).`,
    '',
    `Open it here within ${REPORT_LINK_DAYS} days: ${linkAddress(link.token)}`,
    '',
    `Sent on a schedule set up by ${s.createdByName}. To stop it, ask them or the office to change the schedule.`,
  ].join('\n');
  let failures = 0;
  for (const to of s.recipients) if ((await sendRecordedEmail(s.companyId, to, subject, text)).state === 'failed') failures += 1;
  const result = failures === 0 ? 'sent' : 'failed';
  await record(s, result, failures === 0 ? `Sent to ${s.recipients.length} ${s.recipients.length === 1 ? 'recipient' : 'recipients'}.` : `${failures} of ${s.recipients.length} e-mails failed.`);
  return result;
}

/** Due schedules one run of the job sends at most; the rest stay due and go with the next run, 15 minutes later. */
export const MAX_DUE_A_RUN = 1_000;

/** A schedule the due index lists: the job's item, sent by a task of its own. */
export const dueReport = z.object({ companyId: z.string().min(1), scheduleId: z.string().min(1) });
export type DueReport = z.infer<typeof dueReport>;

/** Every active schedule due by `now`, across companies, through the due index (oldest first, at most `max`). */
export async function dueReports(now = Date.now(), max = MAX_DUE_A_RUN): Promise<DueReport[]> {
  const query = scheduledReportEntity().query.byDue({ dueBucket: 'active' }).lt({ nextRunAt: new Date(now + 1).toISOString() });
  const due: DueReport[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: DueReport[]; cursor: string | null } = await query.go({ cursor, limit: max - due.length, attributes: ['companyId', 'scheduleId'] });
    due.push(...page.data.map(({ companyId, scheduleId }) => ({ companyId, scheduleId })));
    cursor = page.cursor;
  } while (cursor && due.length < max);
  return due;
}

/**
 * One listed schedule claimed, rendered and sent on its own, so one report's failure is recorded on its
 * schedule and the others still go. Skipped when it is no longer due or another run took it first.
 */
export async function sendDueReport(listed: DueReport, now = Date.now()): Promise<'sent' | 'failed' | 'skipped'> {
  // The index is read eventually consistently: the item itself decides.
  const { data: s } = await scheduledReportEntity().get({ companyId: listed.companyId, scheduleId: listed.scheduleId }).go({ consistent: true });
  if (!s || !s.active || Date.parse(s.nextRunAt) > now || !(await claimRun(s, now))) return 'skipped';
  return sendRun(s);
}
