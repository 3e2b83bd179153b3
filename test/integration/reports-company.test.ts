import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnCloud, type OwnCloud } from '../support/own-cloud.ts';

/**
 * Points Summary and scheduled company reports through the API, and the send job run directly on this
 * file's own cloud: the outbox, the e-mailed link and the file it opens.
 */
const OWNER = 'owner@redmesa.test';
const DISPATCH = 'dispatch@redmesa.test';
const SHOP = 'shop@redmesa.test';
const OTHER_OWNER = 'owner@blueridge.test';
const COMPANY = 'red-mesa-freight';
let own: OwnCloud;

beforeAll(async () => { own = await startOwnCloud('reports-company-test-'); }, 120_000);
afterAll(async () => { await own?.stop(); });

async function uploadPoints(as: string, fileName: string, text: string) {
  const body = new TextEncoder().encode(text);
  const ticket = await own.call(as, 'POST', '/points-summary/uploads', { fileName, size: body.length });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const put = await fetch(ticket.body.uploadUrl, { method: 'PUT', headers: { 'content-type': ticket.body.contentType }, body });
  expect(put.status).toBe(200);
  return own.call(as, 'POST', '/points-summary/files', { fileKey: ticket.body.fileKey, fileName });
}

/** The scheduled reports job's two steps at the clock `now`: the due schedules listed, then each sent on its own (as the Map runs them). */
async function sendDueReports(now: number): Promise<Record<'due' | 'sent' | 'failed' | 'skipped', number>> {
  const { dueReports, sendDueReport } = await import('#lambdas/reports/company/send-due-reports');
  const due = await dueReports(now);
  const answer = { due: due.length, sent: 0, failed: 0, skipped: 0 };
  for (const listed of due) answer[await sendDueReport(listed, now)] += 1;
  return answer;
}

async function readLink(token: string) {
  const response = await fetch(`${own.cloud.apiUrl}/report-link/download`, { headers: { 'x-report-link': token, 'x-app-version': '3.21.1' } });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

async function scheduledMail() {
  const { outgoingMailEntity } = await import('#lambdas/data/entities/outgoing-mail');
  const month = new Date().toISOString().slice(0, 7);
  const { data } = await outgoingMailEntity().query.byTime({ companyId: COMPANY, month }).go({ pages: 'all' });
  return data.filter((m) => (m.subject ?? '').startsWith('Scheduled report'));
}

const POINTS = [
  'DriverID,Driver Name,Availability_%,updatedOn,refreshedOnText,reportUrl,Safety Points',
  '1004500,Jake Thornton,91.5,2026-11-01,Refreshed Nov 1,,3',
  '1004500,Jake Thornton,96,2026-11-15,Refreshed Nov 15,,2',
  '1004501,Ana Ruiz,N/A,2026-11-15,,,',
  '1004502,Cole Ramsey,88,2026-11-14,,,5',
].join('\r\n');

describe('Points Summary', () => {
  it('reads an uploaded table with the rule applied: numeric Availability_% only, the latest updatedOn per id', async () => {
    const answer = await uploadPoints(OWNER, 'points.csv', POINTS);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.rows.map((r: { id: string; availability: number }) => [r.id, r.availability])).toEqual([['1004500', 96], ['1004502', 88]]);
    expect(answer.body.leftOut).toEqual({ notNumeric: 1, superseded: 1 });
    expect(answer.body.averageAvailability).toBe(92);
    expect(answer.body.totalRows).toBe(4);
    const read = await own.call(OWNER, 'GET', '/points-summary');
    expect(read.body.rows).toEqual(answer.body.rows);
    expect(read.body.fileName).toBe('points.csv');
  });

  it('refuses a file without an Availability_% column naming it, and keeps the table it had', async () => {
    const answer = await uploadPoints(OWNER, 'bad.csv', 'id,name\r\n1,x\r\n');
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty(['Availability_%']);
    expect((await own.call(OWNER, 'GET', '/points-summary')).body.totalRows).toBe(4);
  });

  it('is the owner\'s: payroll and dispatch are refused, and a key of another company is not read', async () => {
    expect((await own.call(DISPATCH, 'GET', '/points-summary')).status).toBe(403);
    expect((await own.call('payroll@redmesa.test', 'POST', '/points-summary/uploads', { fileName: 'p.csv', size: 10 })).status).toBe(403);
    const foreign = await own.call(OTHER_OWNER, 'POST', '/points-summary/files', { fileKey: `tmp/points/${COMPANY}/x/points.csv`, fileName: 'points.csv' });
    expect(foreign.status).toBe(400);
    expect((await own.call(OTHER_OWNER, 'GET', '/points-summary')).body.fileName).toBe('points-summary.xlsx');
  });
});

describe('scheduled company reports', () => {
  let scheduleId = '';
  let nextRunAt = '';

  it('creates a schedule of a report the user is offered, recipients trimmed and lower-cased', async () => {
    // The demo companies' own schedules would be due with this one: this file's runs send only its own.
    for (const as of [OWNER, OTHER_OWNER]) {
      for (const s of (await own.call(as, 'GET', '/scheduled-reports')).body.schedules) {
        expect((await own.call(as, 'DELETE', `/scheduled-reports/${s.scheduleId}`)).status).toBe(204);
      }
    }
    const created = await own.call(OWNER, 'POST', '/scheduled-reports', {
      reportName: 'points-summary', frequency: 'weekly', dayOfWeek: 1, hour: 7, recipients: [' Dana@RedMesa.test', 'books@redmesa.test '],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ reportName: 'points-summary', recipients: ['dana@redmesa.test', 'books@redmesa.test'], active: true, timeZone: 'America/Phoenix', mine: true });
    scheduleId = created.body.scheduleId;
    nextRunAt = created.body.nextRunAt;
    expect(new Date(nextRunAt).getUTCDay()).toBe(1);
    const list = await own.call(OWNER, 'GET', '/scheduled-reports');
    expect(list.body.schedules.map((s: { scheduleId: string }) => s.scheduleId)).toEqual([scheduleId]);
    expect(list.body.schedulable).toContain('points-summary');
  });

  it('sends one e-mail per recipient with a link once the run is due, never twice for the same run, whatever another schedule\'s failure', async () => {
    // A schedule due at the same time whose report has no renderer (one left from before a report lost it).
    const { scheduledReportEntity } = await import('#lambdas/data/entities/scheduled-report');
    await scheduledReportEntity().put({
      companyId: COMPANY, scheduleId: 'no-renderer', reportName: 'bookmark-manager', frequency: 'daily', hour: 7, timeZone: 'America/Chicago',
      recipients: ['x@redmesa.test'], active: true, dueBucket: 'active', nextRunAt, createdBy: 'someone', createdByName: 'Someone',
      createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(),
    }).go();
    const clock = Date.parse(nextRunAt) + 60_000;
    const [first, second] = await Promise.all([sendDueReports(clock), sendDueReports(clock)]);
    expect(first.sent + second.sent).toBe(1);
    expect(first.failed + second.failed).toBe(1);
    const broken = (await scheduledReportEntity().get({ companyId: COMPANY, scheduleId: 'no-renderer' }).go()).data!;
    expect(broken).toMatchObject({ lastResult: 'failed', lastRunAt: nextRunAt });
    expect(broken.lastMessage).toContain('bookmark-manager');
    await scheduledReportEntity().delete({ companyId: COMPANY, scheduleId: 'no-renderer' }).go();
    expect((await sendDueReports(clock)).sent).toBe(0);
    const mail = await scheduledMail();
    expect(mail.map((m) => m.to).sort()).toEqual(['books@redmesa.test', 'dana@redmesa.test']);
    expect(mail[0]!.text).toContain(`${own.cloud.baseUrl}/report-link#reportLink=frl.`);
    const schedule = (await own.call(OWNER, 'GET', '/scheduled-reports')).body.schedules[0];
    expect(schedule).toMatchObject({ lastRunAt: nextRunAt, lastResult: 'sent' });
    expect(Date.parse(schedule.nextRunAt) - Date.parse(nextRunAt)).toBe(7 * 86_400_000);
  });

  it('opens the file through the e-mailed link: a fresh download link to the rendered report', async () => {
    const [mail] = await scheduledMail();
    const token = decodeURIComponent(/reportLink=(\S+)/.exec(mail!.text)![1]!);
    const link = await readLink(token);
    expect(link.status).toBe(200);
    expect(link.body.reportName).toBe('points-summary');
    expect(Date.parse(link.body.expiresAt!) - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    const file = await fetch(link.body.url!);
    expect(file.status).toBe(200);
    const text = await file.text();
    expect(text.split('\r\n').slice(0, 3)).toEqual([
      'id,name,Availability_%,updatedOn,refreshedOnText,reportUrl,Safety Points',
      '1004500,Jake Thornton,96,2026-11-15T00:00:00.000Z,Refreshed Nov 15,,2',
      '1004502,Cole Ramsey,88,2026-11-14T00:00:00.000Z,,,5',
    ]);
  });

  it('answers 401 with one plain message for an expired, forged or malformed link', async () => {
    const { createReportLink, REPORT_LINK_REFUSED } = await import('#lambdas/reports/company/report-links');
    const target = { companyId: COMPANY, scheduleId, reportName: 'points-summary', from: '2026-11-01', to: '2026-11-07', fileKey: 'reports/none.csv', fileName: 'none.csv' };
    const expired = await createReportLink(target, Date.now() - 7 * 86_400_000 - 1000);
    const live = await createReportLink(target);
    const forged = live.token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const token of [expired.token, forged, 'frl.red-mesa-freight.nope.x', '']) {
      const answer = await readLink(token);
      expect(answer.status, token).toBe(401);
      expect(answer.body.message).toBe(REPORT_LINK_REFUSED);
    }
  });

  it('refuses a report above the user\'s role (403) and a report with no file to send (400 naming reportName)', async () => {
    const body = { frequency: 'daily', hour: 6, recipients: ['a@redmesa.test'] };
    expect((await own.call(SHOP, 'POST', '/scheduled-reports', { ...body, reportName: 'points-summary' })).status).toBe(403);
    const noFile = await own.call(DISPATCH, 'POST', '/scheduled-reports', { ...body, reportName: 'bookmark-manager' });
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toContain('bookmark-manager');
    expect(noFile.body.fields).toHaveProperty('reportName');
    expect((await own.call(OWNER, 'POST', '/scheduled-reports', { ...body, reportName: 'no-such-report' })).status).toBe(400);
    expect((await own.call(OWNER, 'POST', '/scheduled-reports', { ...body, reportName: 'points-summary', recipients: ['x'] })).body.fields).toHaveProperty(['recipients.0']);
    expect((await own.call('driver@redmesa.test', 'GET', '/scheduled-reports')).status).toBe(403);
  });

  it('hides another user\'s schedule from a user below payroll, and another company\'s from everyone (404)', async () => {
    expect((await own.call(DISPATCH, 'GET', '/scheduled-reports')).body.schedules).toEqual([]);
    expect((await own.call(DISPATCH, 'DELETE', `/scheduled-reports/${scheduleId}`)).status).toBe(404);
    expect((await own.call(OTHER_OWNER, 'DELETE', `/scheduled-reports/${scheduleId}`)).status).toBe(404);
    const put = await own.call(OTHER_OWNER, 'PUT', `/scheduled-reports/${scheduleId}`, { reportName: 'points-summary', frequency: 'daily', hour: 6, recipients: ['a@b.co'] });
    expect(put.status).toBe(404);
    expect((await own.call('payroll@redmesa.test', 'GET', '/scheduled-reports')).status).toBe(200);
  });

  it('pauses, changes and removes a schedule; a paused one is not sent', async () => {
    const paused = await own.call(OWNER, 'PUT', `/scheduled-reports/${scheduleId}`, { reportName: 'points-summary', frequency: 'monthly', dayOfMonth: 3, hour: 5, recipients: ['dana@redmesa.test'], active: false });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body).toMatchObject({ frequency: 'monthly', dayOfMonth: 3, active: false });
    expect(paused.body.dayOfWeek).toBeUndefined();
    expect((await sendDueReports(Date.now() + 60 * 86_400_000)).sent).toBe(0);
    expect((await own.call(OWNER, 'DELETE', `/scheduled-reports/${scheduleId}`)).status).toBe(204);
    expect((await own.call(OWNER, 'GET', '/scheduled-reports')).body.schedules).toEqual([]);
  });
});
