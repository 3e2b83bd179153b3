import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appPaths, type AppPath, type AppPathDef } from '#shared/access/app-paths';
import { homePathFor } from '#shared/access/layout-choice';
import { mayOpenPage } from '#shared/access/page-access';
import { api } from '../support/tokens.ts';
import { seriousViolations } from './pages/accessibility.ts';
import { AdminShell } from './pages/admin-shell.ts';
import { chromiumPerFile, currentPath, demoSignIn, DESKTOP, PHONE } from './pages/browser.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { signInAs } from './pages/kept-session.ts';
import { NotForYourRole } from './pages/not-for-your-role.ts';
import { ReportsPage } from './pages/reports-page.ts';

const chromium = chromiumPerFile();

const RUN = '2026-01-03';
const PAYROLL_PAGES = ['/payroll-tools', `/payroll-tools/${RUN}`, '/calculate-payroll', '/payroll-settings', `/payroll-reports/${RUN}`, `/payroll-data/${RUN}`, '/settlement-adjustments'];
const PAYROLL_CALLS = /^\/(payruns|pay-tables|pay-settings|settlement-adjustments|statement-periods|statement-uploads|bonus-buttons|drivers|tractors|domiciles|imports)(\/|$)/;
const OUTBOX = '/communications/sms-status';
/** Each payroll page's refusal names the page itself and who may use it. */
const PAYROLL_TITLES: Record<string, string> = {
  '/payroll-tools': 'Payroll tools', '/calculate-payroll': 'Calculate payroll', '/payroll-settings': 'Payroll settings',
  '/payroll-reports': 'Pay run summary', '/payroll-data': 'Pay run driver reports', '/settlement-adjustments': 'Settlement adjustments',
};
const payrollOnly = (path: string) => `The ${PAYROLL_TITLES[path.replace(`/${RUN}`, '')]} page is for the owner and payroll staff.`;
const DISPATCH_ONLY = 'The SMS and e-mail alerts page is for the owner, payroll staff and dispatchers.';
/** Words of the people who built the product, which must never reach its users. */
const DEVELOPER_WORDING = /\bissues?\b|\bspec\b|spec part|§|arrives with|not available yet/i;

async function signIn(role: number, viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const user = demoSignIn(role);
  const page = await chromium.open(viewport);
  await signInAs(page, user);
  if (role >= 8) await new DriverShell(page).waitUntilShown();
  else await new AdminShell(page).waitUntilShown();
  return page;
}

/** The plain refusal, and none of what a refused page used to show: an error, a retry, a form, a call. */
async function expectRefused(page: Page, refusal: NotForYourRole, path: string, sentence: string, calls: RegExp): Promise<void> {
  expect(await refusal.open(path), path).toBe(sentence);
  const text = await refusal.visibleText();
  expect(text, path).not.toContain('Unauthorized access.');
  expect(text, path).not.toContain('could not be loaded');
  expect(await page.getByRole('button', { name: 'Try again' }).count(), path).toBe(0);
  expect(await page.getByText('Create a pay run').count(), path).toBe(0);
  expect(await page.getByRole('button', { name: 'Create pay run' }).count(), path).toBe(0);
  expect(refusal.refusals(), path).toEqual([]);
  expect(refusal.calls().filter((call) => calls.test(call)), path).toEqual([]);
}

describe('a page a role may not use says so plainly, in Chromium', () => {
  it.each([
    [3, '/schedule-tools'],
    [4, '/maintenance'],
  ])('role %s is told each payroll page by name is for the owner and payroll staff, with no error, retry, form or payroll call, and goes home to %s', async (role, home) => {
    const page = await signIn(role);
    const refusal = new NotForYourRole(page);
    for (const path of PAYROLL_PAGES) await expectRefused(page, refusal, path, payrollOnly(path), PAYROLL_CALLS);
    await refusal.goHome();
    await page.waitForURL((url) => url.pathname === home);
  });

  it('role 4 is told plainly that the alerts outbox is not for him, and makes no outbox call', async () => {
    const page = await signIn(4);
    await expectRefused(page, new NotForYourRole(page), OUTBOX, DISPATCH_ONLY, /^\/chat\/outbox$/);
  });

  it('a driver on a 390 px phone is refused the payroll pages and the outbox plainly, never sees the pay run form, and goes home to Drive', async () => {
    const page = await signIn(8, PHONE);
    const refusal = new NotForYourRole(page);
    for (const path of PAYROLL_PAGES) {
      await expectRefused(page, refusal, path, payrollOnly(path), PAYROLL_CALLS);
      expect(await refusal.overflowsWidth(), path).toBe(false);
    }
    await expectRefused(page, refusal, OUTBOX, DISPATCH_ONLY, /^\/chat\/outbox$/);
    expect(await refusal.overflowsWidth()).toBe(false);
    await refusal.goHome();
    await page.waitForURL((url) => url.pathname === '/driver-dashboard');
  });

  it('still opens the pages to the roles they are for: role 2 gets the pay run form, role 3 the outbox', async () => {
    const payroll = await signIn(2);
    await payroll.goto('/payroll-tools');
    await payroll.getByRole('button', { name: 'Create pay run' }).waitFor();
    expect(await payroll.getByRole('heading', { name: payrollOnly('/payroll-tools') }).count()).toBe(0);

    const dispatch = await signIn(3);
    const outboxCall = dispatch.waitForResponse((r) => r.url().endsWith('/chat/outbox') && r.status() === 200);
    await dispatch.goto(OUTBOX);
    await dispatch.getByRole('heading', { name: 'SMS and e-mail alerts', level: 1 }).waitFor();
    await outboxCall;
    expect(await dispatch.getByRole('heading', { name: DISPATCH_ONLY }).count()).toBe(0);
  });
});

describe('account page, in Chromium', () => {
  it.each([
    [1, 'Owner'],
    [2, 'Payroll manager'],
    [3, 'Dispatcher'],
    [4, 'Shop manager'],
  ])('names role %s "%s" and shows no driver id to an office user', async (role, name) => {
    const page = await signIn(role);
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
    await page.getByText(name, { exact: true }).waitFor();
    expect(await page.getByText('Driver id', { exact: true }).count()).toBe(0);
    expect(await page.getByText('0000000').count()).toBe(0);
  });

  it('names the driver\'s role and shows him his driver id on a 390 px phone', async () => {
    const me = (await api('GET', '/me', { as: demoSignIn(8).email })).body as { user: { driverId: string } };
    const page = await signIn(8, PHONE);
    await page.goto('/account');
    await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
    await page.getByText('Driver', { exact: true }).waitFor();
    await page.getByText('Driver id', { exact: true }).waitFor();
    await page.getByText(me.user.driverId, { exact: true }).waitFor();
    expect(await new NotForYourRole(page).overflowsWidth()).toBe(false);
  });
});

describe('reports, in Chromium', () => {
  it('Reports › Settlement Adjustments opens the working settlement adjustments page', async () => {
    const page = await signIn(2);
    const reports = await new ReportsPage(page).open();
    await reports.select('Settlement Adjustments');
    await page.waitForURL((url) => url.pathname === '/settlement-adjustments');
    await page.getByRole('heading', { name: 'Settlement adjustments', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New adjustment' }).waitFor();
    expect(await page.getByText(/coming soon/i).count()).toBe(0);

    // An address naming the report (a bookmark, say) reaches the same page.
    await page.goto('/reporting-tools?reportName=settlement-adjustments');
    await page.waitForURL((url) => url.pathname === '/settlement-adjustments');
    await page.getByRole('button', { name: 'New adjustment' }).waitFor();
    expect(currentPath(page)).toBe('/settlement-adjustments');
  });
});

const defs: readonly AppPathDef[] = appPaths;

const NOT_A_PAGE = ['This page could not be found', 'Something went wrong on this page'];

describe('every product path, in Chromium', () => {
  it.each([
    [1, DESKTOP],
    [8, PHONE],
  ])('role %s opens a page on every path of §2.1 and those named elsewhere, never the 404 or the error page, reads no issue or spec talk, and axe finds no serious or critical WCAG 2.2 A/AA violation', { timeout: 600_000 }, async (role, viewport) => {
    const page = await signIn(role, viewport);
    const found: string[] = [];
    let refusalRead = false;
    // /logout would end the session the rest of the walk needs; the sign-out test covers it.
    for (const def of defs.filter((d) => d.path !== '/logout')) {
      const path = def.param ? `${def.path}/${RUN}` : def.path;
      // A full load each time, so the heading read below can only be this path's page.
      await page.goto(path);
      const heading = page.locator('h1').first();
      await heading.waitFor();
      const title = (await heading.textContent())?.trim() ?? '';
      if (NOT_A_PAGE.includes(title)) found.push(`${path}: ${title}`);
      // Let the page's calls answer, so texts shown after loading (a pending state, say) are read too.
      await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
      const text = await page.locator('body').innerText();
      const match = DEVELOPER_WORDING.exec(text);
      if (match) found.push(`${path}: …${text.slice(Math.max(0, match.index - 40), match.index + 40)}…`);
      // A refused page is the same refusal component on every path: axe reads the first one the role meets.
      const refused = !mayOpenPage(role, def.path as AppPath);
      if (!refused || !refusalRead) found.push(...(await seriousViolations(page, path)));
      refusalRead ||= refused;
    }
    expect(found).toEqual([]);
  });
});

describe('the office roles\' own pages, in Chromium', () => {
  // Every other page looks the same to roles 1 to 4 (the walk above reads it as the owner): what differs is
  // each role's menu on his home page and the refusal he gets on a page that is not his.
  it.each([
    [2, '/manage-accounts'],
    [3, '/payroll-tools'],
    [4, '/communications/sms-status'],
  ])('role %s: axe finds no serious or critical WCAG 2.2 A/AA violation on his home page or on the refusal of %s', async (role, refused) => {
    const page = await signIn(role);
    const home = homePathFor(role);
    await page.waitForURL((url) => url.pathname === home);
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    const found = await seriousViolations(page, home);
    expect(await new NotForYourRole(page).open(refused), refused).toMatch(/ is for /);
    found.push(...(await seriousViolations(page, refused)));
    expect(found).toEqual([]);
  });
});
