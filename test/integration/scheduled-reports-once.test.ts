import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextRunAfter, periodOfRun } from '#shared/reports/schedule-timing';
import { startOwnCloud, type OwnCloud } from '../support/own-cloud.ts';

/**
 * Scheduled reports go exactly once: a run claimed by a sender that died is resumed by the real job (its
 * state machine, on this file's own cloud) once its lease has passed, each recipient e-mailed once; and
 * every run is checked against the directory as it is at send time.
 */
const OWNER = 'owner@redmesa.test';
const DISPATCH = 'dispatch@redmesa.test';
const COMPANY = 'red-mesa-freight';
const JOB = 'send-scheduled-reports';
const DAY = 86_400_000;
let own: OwnCloud;

beforeAll(async () => {
  own = await startOwnCloud('scheduled-once-test-');
  // The demo companies' own schedules would go with these: every run here sends only this file's.
  for (const as of [OWNER, 'owner@blueridge.test']) {
    for (const s of (await own.call(as, 'GET', '/scheduled-reports')).body.schedules) {
      expect((await own.call(as, 'DELETE', `/scheduled-reports/${s.scheduleId}`)).status).toBe(204);
    }
  }
}, 120_000);
afterAll(async () => { await own?.stop(); });

async function scheduledMail(to: string) {
  const { outgoingMailEntity } = await import('#lambdas/data/entities/outgoing-mail');
  const month = new Date().toISOString().slice(0, 7);
  const { data } = await outgoingMailEntity().query.byTime({ companyId: COMPANY, month }).go({ pages: 'all' });
  return data.filter((m) => m.to === to && (m.subject ?? '').startsWith('Scheduled report'));
}

async function schedule(scheduleId: string) {
  const { scheduledReportEntity } = await import('#lambdas/data/entities/scheduled-report');
  return (await scheduledReportEntity().get({ companyId: COMPANY, scheduleId }).go({ consistent: true })).data!;
}

/** Moves a schedule's next run to `runAt` (a run of its timing already past), as if the job had not come round since. */
async function dueAt(scheduleId: string, runAt: string) {
  const { scheduledReportEntity } = await import('#lambdas/data/entities/scheduled-report');
  await scheduledReportEntity().patch({ companyId: COMPANY, scheduleId }).set({ nextRunAt: runAt, dueBucket: 'active' }).go();
}

async function account(email: string) {
  const accounts = (await own.call(OWNER, 'GET', '/accounts')).body.accounts as { uid: string; email: string; name: string; version: number }[];
  return accounts.find((a) => a.email === email)!;
}

const tokenOf = (text: string) => decodeURIComponent(/reportLink=(\S+)/.exec(text)![1]!);

describe('a scheduled report run sent exactly once', () => {
  const BOOKS = 'books@outside.test';
  let scheduleId = '';
  let runAt = '';
  let timeZone = '';

  it('resumes a run whose sender died after the claim, once its lease has passed: its own period, each recipient once, the same link', async () => {
    const created = await own.call(OWNER, 'POST', '/scheduled-reports', { reportName: 'points-summary', frequency: 'daily', hour: 7, recipients: [OWNER, BOOKS, DISPATCH] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    scheduleId = created.body.scheduleId;
    timeZone = created.body.timeZone as string;
    runAt = new Date(nextRunAfter({ frequency: 'daily', hour: 7 }, Date.now() - 3 * DAY, timeZone)).toISOString();
    await dueAt(scheduleId, runAt);

    // The claim step alone, as a sender that dies right after it.
    const { claimRun, runLinkToken, RUN_LEASE_MS } = await import('#lambdas/reports/company/run-claims');
    const { newReportLinkToken } = await import('#lambdas/reports/company/report-links');
    const { runSendKey } = await import('#lambdas/reports/company/send-due-reports');
    const { sendRecordedEmailOnce } = await import('#lambdas/alerts/recorded-email-once');
    expect(await claimRun(await schedule(scheduleId), Date.now())).toBe(true);
    const claimed = await schedule(scheduleId);
    expect(claimed).toMatchObject({ pendingRunAt: runAt, lastRunAt: runAt });
    expect(Date.parse(claimed.nextRunAt)).toBeGreaterThan(Date.now());
    // It got as far as the run's link and one recipient's e-mail.
    const token = await runLinkToken(claimed, runAt, newReportLinkToken(COMPANY));
    await sendRecordedEmailOnce(COMPANY, runSendKey(scheduleId, runAt, OWNER), OWNER, 'Scheduled report: points-summary, before the crash', 'earlier');

    // Within the lease the run is the dead sender's: the job leaves it.
    await own.cloud.runJob(JOB);
    expect(await scheduledMail(BOOKS)).toEqual([]);
    expect((await schedule(scheduleId)).pendingRunAt).toBe(runAt);

    const { scheduledReportEntity } = await import('#lambdas/data/entities/scheduled-report');
    await scheduledReportEntity().patch({ companyId: COMPANY, scheduleId }).set({ claimedAt: new Date(Date.now() - RUN_LEASE_MS - 60_000).toISOString(), pendingBucket: 'pending' }).go();
    await own.cloud.runJob(JOB);

    const period = periodOfRun('daily', Date.parse(runAt), timeZone);
    const books = await scheduledMail(BOOKS);
    expect(books).toHaveLength(1);
    expect(books[0]!.subject).toBe(`Scheduled report: points-summary, ${period.from}`);
    expect(tokenOf(books[0]!.text)).toBe(token);
    expect((await scheduledMail(OWNER)).map((m) => m.text)).toEqual(['earlier']);
    expect(await scheduledMail(DISPATCH)).toEqual([]);
    const ended = await schedule(scheduleId);
    const dispatcher = await account(DISPATCH);
    expect(ended).toMatchObject({ lastRunAt: runAt, lastResult: 'sent', lastMessage: `Sent to 2 recipients. Skipped: ${dispatcher.name} (cannot see Points Summary).` });
    expect([ended.pendingRunAt, ended.claimedAt, ended.pendingLinkToken]).toEqual([undefined, undefined, undefined]);
    const link = await fetch(`${own.cloud.apiUrl}/report-link/download`, { headers: { 'x-report-link': token, 'x-app-version': '3.21.1' } });
    expect(link.status).toBe(200);
  }, 120_000);

  it('sends nothing twice when the job runs twice, at once or again', async () => {
    const next = new Date(nextRunAfter({ frequency: 'daily', hour: 7 }, Date.parse(runAt), timeZone)).toISOString();
    await dueAt(scheduleId, next);
    await Promise.all([own.cloud.runJob(JOB), own.cloud.runJob(JOB)]);
    await own.cloud.runJob(JOB);
    const period = periodOfRun('daily', Date.parse(next), timeZone);
    const books = await scheduledMail(BOOKS);
    expect(books.map((m) => m.subject)).toEqual([expect.any(String), `Scheduled report: points-summary, ${period.from}`]);
    expect((await scheduledMail(OWNER)).map((m) => m.subject)).toEqual([expect.any(String), `Scheduled report: points-summary, ${period.from}`]);
    expect(await schedule(scheduleId)).toMatchObject({ lastRunAt: next, lastResult: 'sent' });
  }, 120_000);
  it('ends a run as failed, e-mailing nobody, once it has been taken over as many times as a run may be', async () => {
    const STUCK = 'stuck@outside.test';
    const created = await own.call(OWNER, 'POST', '/scheduled-reports', { reportName: 'points-summary', frequency: 'daily', hour: 5, recipients: [STUCK] });
    const stuckRun = new Date(nextRunAfter({ frequency: 'daily', hour: 5 }, Date.now() - 3 * DAY, created.body.timeZone)).toISOString();
    await dueAt(created.body.scheduleId, stuckRun);
    const { claimRun, MAX_RUN_CLAIMS, RUN_LEASE_MS } = await import('#lambdas/reports/company/run-claims');
    expect(await claimRun(await schedule(created.body.scheduleId), Date.now())).toBe(true);
    const { scheduledReportEntity } = await import('#lambdas/data/entities/scheduled-report');
    await scheduledReportEntity().patch({ companyId: COMPANY, scheduleId: created.body.scheduleId })
      .set({ claimedAt: new Date(Date.now() - RUN_LEASE_MS - 60_000).toISOString(), pendingBucket: 'pending', runClaims: MAX_RUN_CLAIMS }).go();
    await own.cloud.runJob(JOB);
    const ended = await schedule(created.body.scheduleId);
    expect(ended).toMatchObject({ lastRunAt: stuckRun, lastResult: 'failed', lastMessage: `Not sent: the run of ${stuckRun} stopped ${MAX_RUN_CLAIMS} times before it could finish. The next run goes as scheduled.` });
    expect(ended.pendingRunAt).toBeUndefined();
    expect(await scheduledMail(STUCK)).toEqual([]);
  }, 120_000);
});

describe('a scheduled report run checked against current roles', () => {
  it('records the run failed and e-mails nobody once its creator was demoted below the report', async () => {
    const DESK = 'ifta-desk@outside.test';
    const created = await own.call(DISPATCH, 'POST', '/scheduled-reports', { reportName: 'ifta-report', frequency: 'daily', hour: 6, recipients: [DESK] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const runAt = new Date(nextRunAfter({ frequency: 'daily', hour: 6 }, Date.now() - 2 * DAY, created.body.timeZone)).toISOString();
    await dueAt(created.body.scheduleId, runAt);
    const dispatcher = await account(DISPATCH);
    const demoted = await own.call(OWNER, 'PUT', `/accounts/${dispatcher.uid}/role`, { role: 4, version: dispatcher.version });
    expect(demoted.status, JSON.stringify(demoted.body)).toBe(200);

    await own.cloud.runJob(JOB);
    const ended = await schedule(created.body.scheduleId);
    expect(ended).toMatchObject({ lastRunAt: runAt, lastResult: 'failed', lastMessage: `Not sent: ${dispatcher.name} who set up this schedule can no longer see IFTA.` });
    expect(ended.pendingRunAt).toBeUndefined();
    await own.cloud.runJob(JOB);
    expect(await scheduledMail(DESK)).toEqual([]);
  }, 120_000);
});
