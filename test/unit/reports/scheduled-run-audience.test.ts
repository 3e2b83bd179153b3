import { describe, expect, it } from 'vitest';
import { FUNCTION_TIMEOUT_SECONDS } from '#lib/function-timeouts';
import { runAudience, runOutcome, type DirectoryPerson } from '#lambdas/reports/company/run-audience';
import { leaseEnded, RUN_LEASE_MS } from '#lambdas/reports/company/run-claims';

const OWNER: DirectoryPerson = { uid: 'u-owner', name: 'Maria Owner', email: 'owner@redmesa.test', securityRole: 1, status: 'active' };
const DISPATCH: DirectoryPerson = { uid: 'u-dispatch', name: 'Dan Dispatch', email: 'Dispatch@RedMesa.test', securityRole: 3 };
const PAYROLL: DirectoryPerson = { uid: 'u-payroll', name: 'Pat Payroll', email: 'payroll@redmesa.test', securityRole: 2, status: 'disabled' };
const PEOPLE = [OWNER, DISPATCH, PAYROLL];
const IFTA = { reportName: 'ifta-report', createdBy: 'u-dispatch', createdByName: 'Dan (then)', recipients: ['owner@redmesa.test'] };

describe('who a scheduled report run goes to, read at send time', () => {
  it('goes when the creator is still an active user whose current role is offered the report', () => {
    expect(runAudience(IFTA, PEOPLE, {})).toEqual({ recipients: ['owner@redmesa.test'], skipped: [] });
  });

  it('is refused with a plain sentence when the creator was demoted below the report, disabled or removed', () => {
    const refused = { refused: 'Not sent: Dan Dispatch who set up this schedule can no longer see IFTA.' };
    expect(runAudience(IFTA, [OWNER, { ...DISPATCH, securityRole: 4 }], {})).toEqual(refused);
    expect(runAudience(IFTA, [OWNER, { ...DISPATCH, status: 'disabled' }], {})).toEqual(refused);
    expect(runAudience(IFTA, [OWNER], {})).toEqual({ refused: 'Not sent: Dan (then) who set up this schedule can no longer see IFTA.' });
  });

  it('is refused when a company switch the report needs is now off', () => {
    const wex = { ...IFTA, reportName: 'admin-wex-tools' };
    expect(runAudience(wex, PEOPLE, { isWexIntegrationCompleted: true })).toMatchObject({ recipients: ['owner@redmesa.test'] });
    expect(runAudience(wex, PEOPLE, {})).toEqual({ refused: 'Not sent: Dan Dispatch who set up this schedule can no longer see WEX Integration.' });
  });

  it('skips recipients who are disabled users or whose role may not see the report, and keeps addresses of no user', () => {
    const points = { reportName: 'points-summary', createdBy: 'u-owner', createdByName: 'Maria', recipients: ['owner@redmesa.test', 'dispatch@redmesa.test', 'payroll@redmesa.test', 'books@outside.test'] };
    expect(runAudience(points, PEOPLE, {})).toEqual({
      recipients: ['owner@redmesa.test', 'books@outside.test'],
      skipped: ['Dan Dispatch (cannot see Points Summary)', 'Pat Payroll (disabled)'],
    });
  });
});

describe('how a run ends', () => {
  it('is sent only when some recipient got it and no e-mail failed, naming the skipped', () => {
    expect(runOutcome({ sent: 2, failed: 0, skipped: [] }, 'IFTA')).toEqual({ result: 'sent', message: 'Sent to 2 recipients.' });
    expect(runOutcome({ sent: 1, failed: 0, skipped: ['Pat Payroll (disabled)'] }, 'IFTA')).toEqual({ result: 'sent', message: 'Sent to 1 recipient. Skipped: Pat Payroll (disabled).' });
    expect(runOutcome({ sent: 1, failed: 1, skipped: [] }, 'IFTA')).toEqual({ result: 'failed', message: '1 of 2 e-mails failed.' });
    expect(runOutcome({ sent: 0, failed: 0, skipped: ['Pat Payroll (disabled)'] }, 'IFTA')).toEqual({ result: 'failed', message: 'Not sent: no recipient may see IFTA now. Skipped: Pat Payroll (disabled).' });
  });
});

describe('the lease of a claimed run', () => {
  it('outlasts a send task comfortably, so a live sender is never taken over', () => {
    expect(RUN_LEASE_MS).toBeGreaterThanOrEqual(2 * FUNCTION_TIMEOUT_SECONDS.workflowTask * 1000);
  });

  it('ends only once the lease has passed since the claim', () => {
    const claimedAt = '2026-11-30T13:00:00.000Z';
    expect(leaseEnded({ claimedAt }, Date.parse(claimedAt) + RUN_LEASE_MS - 1)).toBe(false);
    expect(leaseEnded({ claimedAt }, Date.parse(claimedAt) + RUN_LEASE_MS)).toBe(true);
    expect(leaseEnded({}, Date.parse(claimedAt) + 10 * RUN_LEASE_MS)).toBe(false);
  });
});
