import { describe, expect, it } from 'vitest';
import { canGrant, canManage, DEFAULT_ACCESS_CODE, roleLabel } from '#shared/account/role-labels';
import { inDirectoryView, isLastActiveOwner, roleChangeRefusal, statusChangeRefusal } from '#shared/account/account-rules';
import { inviteBody, roleChangeBody } from '#shared/account/accounts-api';

describe('role labels', () => {
  it('label each access code and read a missing or unknown code as 11 External User', () => {
    expect(roleLabel(1)).toBe('Owner');
    expect(roleLabel(2)).toBe('Payroll Manager');
    expect(roleLabel(8)).toBe('Driver');
    expect(DEFAULT_ACCESS_CODE).toBe(11);
    expect(roleLabel(undefined)).toBe('External User');
    expect(roleLabel(null)).toBe('External User');
    expect(roleLabel(7)).toBe('External User');
  });
});

describe('canGrant', () => {
  it('lets a user give his own role or a less privileged one', () => {
    expect(canGrant(1, 1)).toBe(true);
    expect(canGrant(1, 8)).toBe(true);
    expect(canGrant(2, 2)).toBe(true);
    expect(canGrant(2, 4)).toBe(true);
  });
  it('never lets a payroll manager grant the owner role, nor anyone a role outside 1, 2, 3, 4, 8', () => {
    expect(canGrant(2, 1)).toBe(false);
    expect(canGrant(4, 3)).toBe(false);
    expect(canGrant(1, 11)).toBe(false);
    expect(canGrant(1, 0)).toBe(false);
    expect(canGrant(null, 8)).toBe(false);
  });
  it('lets nobody manage a more privileged user', () => {
    expect(canManage(2, 1)).toBe(false);
    expect(canManage(1, 1)).toBe(true);
    expect(canManage(3, 8)).toBe(true);
    expect(canManage(undefined, 8)).toBe(false);
  });
});

describe('account rules', () => {
  const owner = { uid: 'o1', securityRole: 1 };
  const payroll = { uid: 'p1', securityRole: 2, status: 'active' as const };
  const caller = { uid: 'o1', role: 1 };

  it('refuse changing one’s own role or status', () => {
    expect(roleChangeRefusal(caller, owner, 2, [owner, payroll])?.status).toBe(409);
    expect(statusChangeRefusal(caller, owner, 'disabled', [owner, payroll])?.status).toBe(409);
  });
  it('refuse a role change to a role above the caller’s with 403', () => {
    expect(roleChangeRefusal({ uid: 'p1', role: 2 }, { uid: 'd1', securityRole: 8 }, 1, [])).toEqual({ status: 403, message: expect.stringContaining('more privileges') });
    expect(roleChangeRefusal({ uid: 'p1', role: 2 }, owner, 3, [])?.status).toBe(403);
  });
  it('keep one active owner: the last one is neither demoted nor disabled, another one may be', () => {
    const second = { uid: 'o2', securityRole: 1 };
    expect(isLastActiveOwner(second, [owner, second])).toBe(false);
    expect(isLastActiveOwner(second, [{ ...owner, status: 'disabled' }, second])).toBe(true);
    expect(roleChangeRefusal({ uid: 'x', role: 1 }, second, 2, [{ ...owner, status: 'invited' }, second])?.status).toBe(409);
    expect(statusChangeRefusal({ uid: 'x', role: 1 }, second, 'disabled', [{ ...owner, status: 'disabled' }, second])?.status).toBe(409);
    expect(roleChangeRefusal(caller, second, 2, [owner, second])).toBeNull();
    expect(statusChangeRefusal(caller, second, 'active', [second])).toBeNull();
  });
  it('keep only active accounts and active drivers in the directory view', () => {
    const active = new Set(['1004500']);
    expect(inDirectoryView({ uid: 'a', securityRole: 2 }, active)).toBe(true);
    expect(inDirectoryView({ uid: 'a', securityRole: 2, status: 'invited' }, active)).toBe(false);
    expect(inDirectoryView({ uid: 'a', securityRole: 3, status: 'disabled' }, active)).toBe(false);
    expect(inDirectoryView({ uid: 'd', securityRole: 8, driverId: '1004500' }, active)).toBe(true);
    expect(inDirectoryView({ uid: 'd', securityRole: 8, driverId: '1004599' }, active)).toBe(false);
    expect(inDirectoryView({ uid: 'd', securityRole: 8 }, active)).toBe(false);
  });
});

describe('invitation bodies', () => {
  it('need a DriverID for a driver and name the field', () => {
    const result = inviteBody.safeParse({ email: 'x@y.test', name: 'Jo', role: 8 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['driverId']);
    expect(roleChangeBody.safeParse({ role: 8, version: 1 }).success).toBe(false);
  });
  it('trim and lower-case the e-mail and refuse role 11 or extra fields', () => {
    expect(inviteBody.parse({ email: '  Jo@Fleet.TEST ', name: ' Jo ', role: 2 })).toMatchObject({ email: 'jo@fleet.test', name: 'Jo' });
    expect(inviteBody.safeParse({ email: 'jo@fleet.test', name: 'Jo', role: 11 }).success).toBe(false);
    expect(inviteBody.safeParse({ email: 'jo@fleet.test', name: 'Jo', role: 2, companyId: 'other' }).success).toBe(false);
  });
});
