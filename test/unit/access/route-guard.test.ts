import { describe, expect, it } from 'vitest';
import { isOpenPath, OPEN_PATHS, routerAuth, type GuardInput } from '#shared/access/route-guard';

const base: GuardInput = { pathname: '/dashboard-tools', signedIn: true, clientVersion: '3.21.1', minAllowableVersion: '3.21.1' };
const guard = (over: Partial<GuardInput>) => routerAuth({ ...base, ...over });

const SPEC_OPEN_PATHS = [
  '/login', '/logout', '/register', '/create-company', '/', '/driver-paydoc', '/mmr-template', '/form-template',
  '/ivmr-template', '/ivmr', '/adjustment-template', '/driver-schedule', '/pretrip-safety-inspection', '/inspection-form',
  '/oauth/authorize', '/oauth/callback',
];
/** Open pages the product adds: a scheduled report's e-mailed link. */
const PRODUCT_OPEN_PATHS = ['/report-link'];

describe('open paths', () => {
  it('are exactly the sixteen paths of spec §2.2 and the product\'s own', () => {
    expect([...OPEN_PATHS].sort()).toEqual([...SPEC_OPEN_PATHS, ...PRODUCT_OPEN_PATHS].sort());
  });

  it('match whatever the letter case, with or without a trailing slash or query', () => {
    expect(isOpenPath('/MMR-Template')).toBe(true);
    expect(isOpenPath('/IVMR')).toBe(true);
    expect(isOpenPath('/Adjustment-Template/')).toBe(true);
    expect(isOpenPath('/driver-paydoc?docId=abc-123')).toBe(true);
  });

  it('do not open sub-paths or look-alikes', () => {
    expect(isOpenPath('/logout/lytx-tools')).toBe(false);
    expect(isOpenPath('/driver-schedule-tool')).toBe(false);
    expect(isOpenPath('/login-help')).toBe(false);
  });
});

describe('router-auth guard', () => {
  it('lets a signed-in user with a current client go anywhere', () => {
    expect(guard({})).toEqual({ action: 'allow' });
  });

  it('sends a visitor from a closed page to the root', () => {
    expect(guard({ signedIn: false })).toEqual({ action: 'redirect', to: '/', reason: 'signed-out' });
    expect(guard({ signedIn: false, pathname: '/payroll-tools/run-42' })).toMatchObject({ to: '/' });
    expect(guard({ signedIn: false, pathname: '/Logout/Lytx-Tools' })).toMatchObject({ to: '/' });
  });

  it.each(SPEC_OPEN_PATHS)('lets a visitor open %s', (pathname) => {
    expect(guard({ signedIn: false, pathname })).toEqual({ action: 'allow' });
  });

  it('lets a visitor open open paths in any letter case', () => {
    expect(guard({ signedIn: false, pathname: '/FORM-Template' })).toEqual({ action: 'allow' });
    expect(guard({ signedIn: false, pathname: '/IVMR-Template' })).toEqual({ action: 'allow' });
  });

  it('leaves unknown paths to the 404 page, signed in or not', () => {
    expect(guard({ signedIn: false, pathname: '/no-such-page' })).toEqual({ action: 'allow' });
    expect(guard({ signedIn: true, pathname: '/payroll-reports' })).toEqual({ action: 'allow' });
  });

  it('sends an outdated client to /restart, signed in or not', () => {
    expect(guard({ minAllowableVersion: '3.22.0' })).toEqual({ action: 'redirect', to: '/restart', reason: 'outdated-client' });
    expect(guard({ signedIn: false, pathname: '/login', minAllowableVersion: '4.0.0' })).toMatchObject({ to: '/restart' });
  });

  it('checks the version before the sign-in', () => {
    expect(guard({ signedIn: false, pathname: '/maintenance', minAllowableVersion: '3.21.2' })).toMatchObject({ to: '/restart' });
  });

  it('never blocks /restart', () => {
    expect(guard({ pathname: '/restart', minAllowableVersion: '9.0.0' })).toEqual({ action: 'allow' });
    expect(guard({ pathname: '/Restart/', signedIn: false, minAllowableVersion: '9.0.0' })).toEqual({ action: 'allow' });
  });

  it('compares versions per number, not as text', () => {
    expect(guard({ clientVersion: '3.21.1', minAllowableVersion: '3.3.0' })).toEqual({ action: 'allow' });
    expect(guard({ clientVersion: '3.9.0', minAllowableVersion: '3.10.0' })).toMatchObject({ to: '/restart' });
  });

  it('does not send anyone away before the minimum version is known', () => {
    expect(guard({ minAllowableVersion: null })).toEqual({ action: 'allow' });
    expect(guard({ minAllowableVersion: undefined })).toEqual({ action: 'allow' });
  });
});
