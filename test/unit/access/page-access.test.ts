import { describe, expect, it } from 'vitest';
import { routes } from '#lambdas/routes';
import { ANY_SIGNED_IN } from '#lambdas/route-types';
import { adminMenu, type AdminMenuId } from '#shared/access/admin-menu';
import { appPaths, type AppPath } from '#shared/access/app-paths';
import { driverBottomBar, driverMoreMenu } from '#shared/access/driver-menu';
import { homePathFor } from '#shared/access/layout-choice';
import { AUDIENCE_MIN_ROLE, isDriversOwnPageFor, mayOpenPage, mayOpenPathname, pageAccess } from '#shared/access/page-access';
import { reportMenu } from '#shared/access/report-menu';
import { OPEN_PATHS } from '#shared/access/route-guard';

/** Every role the product knows, the "other" ones and the odd values a token might carry. */
const ROLES = [null, undefined, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8.5, 9, 10, 11];
/** A company with every flag on, so that no menu entry is withheld for a company reason. */
const COMPANY = { companyName: 'Red Mesa Freight', accountActive: true, timekeepingEnabled: true, isWexIntegrationCompleted: true };
const COMPANY_OFF = { ...COMPANY, timekeepingEnabled: false };
const ALL_PATHS = appPaths.map((def) => def.path);

/** Every link a role's menus offer: the admin menu, the driver bar and More menu, and report pages. */
function offeredPaths(role: (typeof ROLES)[number]): string[] {
  const ctx = (company: typeof COMPANY) => ({ role, company });
  return [
    ...adminMenu(ctx(COMPANY)).map((e) => e.path),
    ...[COMPANY, COMPANY_OFF].flatMap((c) => driverBottomBar(c).flatMap((i) => (i.path ? [i.path] : []))),
    ...[COMPANY, COMPANY_OFF].flatMap((c) => driverMoreMenu(ctx(c)).map((e) => e.path)),
    ...reportMenu(ctx(COMPANY)).flatMap((r) => (r.page ? [r.page] : [])),
  ];
}

describe('page access table', () => {
  it('has exactly one entry per product path, so a new page cannot go unguarded', () => {
    expect(Object.keys(pageAccess).sort()).toEqual([...ALL_PATHS].sort());
  });

  it('admits anyone, visitors included, on every open path of the route guard', () => {
    for (const path of ALL_PATHS.filter((p) => OPEN_PATHS.includes(p.toLowerCase()))) {
      expect(pageAccess[path].audience, path).toBe('anyone');
      expect(mayOpenPage(null, path), path).toBe(true);
    }
  });

  it.each(ROLES)('opens the home page of role %s for it, so "Go to your home page" never lands on a refusal', (role) => {
    expect(mayOpenPathname(role, homePathFor(role))).toBe(true);
  });
});

describe('pages and menus agree, every path × role', () => {
  it.each(ROLES)('role %s may open every page its menus offer', (role) => {
    for (const path of offeredPaths(role)) expect(mayOpenPathname(role, path), `${String(role)} ${path}`).toBe(true);
  });

  it.each([1, 2, 3, 4])('role %s may not open an admin menu page its menu withholds (Profile aside for role 1)', (role) => {
    const everyEntry = new Map([1, 2, 3, 4].flatMap((r) => adminMenu({ role: r, company: COMPANY }).map((e) => [e.id, e.path] as const)));
    const own = new Set(adminMenu({ role, company: COMPANY }).map((e) => e.id));
    // §6 leaves Profile out of role 1's menu as a matter of layout, not of access: he may still open it.
    // Getting started is the owner's own entry; the others reach the same page under Helpdesk.
    const byLayout: AdminMenuId[] = role === 1 ? ['profile'] : ['getting-started'];
    for (const [id, path] of everyEntry) {
      if (own.has(id) || byLayout.includes(id)) continue;
      expect(mayOpenPathname(role, path), `${role} ${path}`).toBe(false);
    }
  });

  it.each([9, 10, 11])('driver role %s may not open the mobile extras the More menu withholds', (role) => {
    for (const path of ['/map-view-mobile', '/tractor-dashboard-mobile', '/maintenance-mobile'] as const) {
      expect(mayOpenPage(role, path), path).toBe(false);
    }
  });

  it.each(ROLES)('role %s may open the reports page exactly when it is offered a report', (role) => {
    expect(mayOpenPage(role, '/reporting-tools')).toBe(reportMenu({ role, company: COMPANY }).length > 0);
  });

  it('gives a report with a page of its own the same minimum role as that page', () => {
    const withPage = reportMenu({ role: 1, company: COMPANY }).filter((r) => r.page);
    expect(withPage.map((r) => r.page)).toContain('/settlement-adjustments');
    for (const r of withPage) expect(AUDIENCE_MIN_ROLE[pageAccess[r.page!].audience], r.label).toBe(r.minRole);
  });
});

describe('pages and the API agree', () => {
  const declared = Object.entries(pageAccess).filter(([, access]) => access.api) as [AppPath, { audience: keyof typeof AUDIENCE_MIN_ROLE; api: string }][];

  it('declares the opening call of every built page that loads data', () => {
    expect(declared.map(([path]) => path)).toEqual(
      expect.arrayContaining(['/payroll-tools', '/settlement-adjustments', '/payroll-settings', '/calculate-payroll', '/communications/sms-status', '/account']),
    );
  });

  it.each(Object.entries(pageAccess).filter(([, a]) => a.api))("admits on %s exactly the roles its API call's minRole admits", (path, access) => {
    const [method, apiPath] = access.api!.split(' ');
    const route = routes.find((r) => r.method === method && r.path === apiPath);
    expect(route, `${access.api} is in the route table`).toBeDefined();
    const minRole = route!.minRole === 'public' ? ANY_SIGNED_IN : route!.minRole;
    expect(AUDIENCE_MIN_ROLE[access.audience]).toBe(minRole);
  });
});

describe('payroll, outbox and company setup refuse the roles they are not for', () => {
  const payrollPages: AppPath[] = ['/payroll-tools', '/calculate-payroll', '/payroll-settings', '/payroll-reports', '/payroll-data', '/settlement-adjustments'];

  it.each([3, 4, 8])('refuses the payroll pages to role %s', (role) => {
    for (const path of payrollPages) expect(mayOpenPage(role, path), path).toBe(false);
  });

  it.each([1, 2])('opens the payroll pages to role %s', (role) => {
    for (const path of payrollPages) expect(mayOpenPage(role, path), path).toBe(true);
  });

  it('opens the alerts outbox to roles 1 to 3 only, like GET /chat/outbox', () => {
    expect([1, 2, 3, 4, 8].filter((role) => mayOpenPage(role, '/communications/sms-status'))).toEqual([1, 2, 3]);
  });

  it('keeps company setup for the owner', () => {
    expect([1, 2, 3, 4, 8].filter((role) => mayOpenPage(role, '/company-setup'))).toEqual([1]);
  });
});

describe("a driver's own pages", () => {
  const none = { search: '', hash: '' };

  it('are the driver’s own for someone of the office who names no driver, on profile, schedule, day, timecard and pay', () => {
    for (const path of ['/driver-profile', '/driver-schedule', '/driver-dashboard', '/driver-timeclock', '/driver-documents'] as const) {
      for (const role of [1, 2, 3, 4, 7, null]) expect(isDriversOwnPageFor(role, path, none), `${path} ${role}`).toBe(true);
    }
  });

  it('open for the office when the address names a driver: a profile by ?userId=, a schedule by its signed link', () => {
    expect(isDriversOwnPageFor(1, '/driver-profile', { search: '?userId=abc', hash: '' })).toBe(false);
    expect(isDriversOwnPageFor(3, '/driver-schedule', { search: '', hash: '#link=tok' })).toBe(false);
    expect(isDriversOwnPageFor(3, '/driver-schedule', { search: '?userId=abc', hash: '' })).toBe(true);
  });

  it('are never a note for a driver, and other pages never are', () => {
    expect(isDriversOwnPageFor(8, '/driver-profile', none)).toBe(false);
    expect(isDriversOwnPageFor(8, '/driver-schedule', none)).toBe(false);
    expect(isDriversOwnPageFor(1, '/manage-drivers', none)).toBe(false);
  });
});
