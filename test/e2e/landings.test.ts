import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshCompany, signedUpUser, uniqueEmail } from '../support/fresh-company.ts';
import { AdminShell } from './pages/admin-shell.ts';
import { chromiumPerFile, currentPath, demoSignIn, DESKTOP } from './pages/browser.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { GettingStartedPage } from './pages/getting-started-page.ts';
import { LoginPage } from './pages/login-page.ts';
import { NotForYourRole } from './pages/not-for-your-role.ts';

const chromium = chromiumPerFile();

async function signIn(email: string, password: string): Promise<Page> {
  const page = await chromium.open(DESKTOP);
  await new LoginPage(page).signIn(email, password);
  return page;
}

async function signInDemo(role: number): Promise<Page> {
  const user = demoSignIn(role);
  const page = await signIn(user.email, user.password);
  if (role >= 8) await new DriverShell(page).waitUntilShown();
  else await new AdminShell(page).waitUntilShown();
  return page;
}

describe('a report or page a role may not use says so plainly, in Chromium', () => {
  it('a payroll manager opening the owner-only Profitability Snapshot is told whose report it is, never shown Document Manager', async () => {
    const page = await signInDemo(2);
    const refusal = new NotForYourRole(page);
    expect(await refusal.open('/reporting-tools?reportName=settlement-analysis')).toBe('The Profitability Snapshot report is for the company owner.');
    expect(await refusal.open('/dashboard-tools?reportName=dashboard-metrics')).toBe('The Dashboard report is for the company owner.');
    expect(await page.getByRole('heading', { name: 'Document Manager' }).count()).toBe(0);
    expect(await refusal.visibleText()).not.toContain('could not be loaded');
  });

  it('a shop manager opening the IFTA report is told it is for the owner, payroll staff and dispatchers', async () => {
    const page = await signInDemo(4);
    const refusal = new NotForYourRole(page);
    expect(await refusal.open('/reporting-tools?reportName=ifta-report')).toBe('The IFTA report is for the owner, payroll staff and dispatchers.');
    expect(await page.getByRole('heading', { name: 'Document Manager' }).count()).toBe(0);
    expect(refusal.calls().filter((call) => call.startsWith('/ifta'))).toEqual([]);
  });

  it("the dispatcher's Trip legs refusal names the Trip legs page and who uses it", async () => {
    const page = await signInDemo(3);
    expect(await new NotForYourRole(page).open('/records-trip-legs')).toBe('The Trip legs page is for the owner and payroll staff.');
  });

  it.each(['/driver-schedule', '/driver-profile'])("an office user opening %s reads a plain note that it is a driver's own page, no red error", async (path) => {
    const page = await signInDemo(3);
    await page.goto(path);
    const note = page.getByRole('heading', { level: 2, name: /is a driver’s own page\.$/ });
    await note.waitFor();
    expect(await page.locator('body').innerText()).not.toContain('could not be loaded');
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Open Drivers' }).or(page.getByRole('link', { name: 'Open Drivers' })).click();
    await page.waitForURL((url) => url.pathname === '/manage-drivers');
  });
});

describe('each role lands on its own work, in Chromium', () => {
  it.each([
    [2, '/payroll-tools'],
    [3, '/schedule-tools'],
    [4, '/maintenance'],
    [8, '/driver-dashboard'],
  ])('role %s lands on %s after signing in and from "/"', async (role, home) => {
    const page = await signInDemo(role);
    await page.waitForURL((url) => url.pathname === home);
    await page.goto('/');
    await page.waitForURL((url) => url.pathname === home);
    expect(currentPath(page)).toBe(home);
  });

  it("the demo owner, whose company already pays its drivers, lands on the Dashboard", async () => {
    const page = await signInDemo(1);
    await page.waitForURL((url) => url.pathname === '/dashboard-tools');
    expect(currentPath(page)).toBe('/dashboard-tools');
  });
});

describe("a new owner's first week, in Chromium", () => {
  it('a fresh company\'s owner lands on Getting started, with its steps in the order that works, reachable from the main menu', async () => {
    const company = await freshCompany('E2E Landing');
    const page = await signIn(company.owner.email, company.owner.password);
    await page.waitForURL((url) => url.pathname === '/getting-started');
    const steps = await new GettingStartedPage(page).waitUntilShown();
    expect(await steps.stepOrder()).toEqual(['profile', 'domiciles', 'drivers', 'tractors', 'dvir-form', 'pay-tables', 'users', 'telematics']);
    await steps.step('profile').getByText('Done', { exact: true }).waitFor();
    await steps.step('domiciles').getByText('To do', { exact: true }).waitFor();

    const shell = await new AdminShell(page).waitUntilShown();
    expect(await shell.entryPath('Getting started')).toBe('/getting-started');

    await page.goto('/');
    await page.waitForURL((url) => url.pathname === '/getting-started');
  });

  it('each step opens the page where it is done: Add tractor for the tractors, the pay tables for the pay tables', async () => {
    const company = await freshCompany('E2E Steps');
    const page = await signIn(company.owner.email, company.owner.password);
    const steps = await new GettingStartedPage(page).waitUntilShown();

    await steps.follow('tractors');
    await page.waitForURL((url) => url.pathname === '/manage-tractors');
    await page.getByRole('button', { name: 'Add tractor' }).waitFor();

    await page.goBack();
    await steps.waitUntilShown();
    await steps.follow('pay-tables');
    await page.waitForURL((url) => url.pathname === '/payroll-tools');
    await page.getByRole('tab', { name: 'Pay tables', selected: true }).waitFor();

    await page.goBack();
    await steps.waitUntilShown();
    await steps.follow('domiciles');
    await page.waitForURL((url) => url.pathname === '/manage-locations');
  });

  it('an invitation for a DriverID not on Manage Drivers says so, with a link to Manage Drivers', async () => {
    const company = await freshCompany('E2E Invite');
    const page = await signIn(company.owner.email, company.owner.password);
    await new GettingStartedPage(page).waitUntilShown();
    await page.goto('/manage-accounts');
    await page.getByRole('heading', { level: 1, name: 'Accounts and roles' }).waitFor();
    await page.getByRole('button', { name: 'Invite a user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill(uniqueEmail('driver'));
    await dialog.getByLabel('Name', { exact: true }).fill('Sam Porter');
    await dialog.getByLabel('Driver id').fill('7001');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Driver 7001 is not on Manage Drivers. Add him there first, then invite him.').waitFor();
    await dialog.getByRole('link', { name: 'Open Manage Drivers' }).click();
    await page.waitForURL((url) => url.pathname === '/manage-drivers');
  });

  it('company creation shows no "permissions are being verified" warning to a user who has no company yet', async () => {
    const user = await signedUpUser('E2E NoWarning');
    const page = await signIn(user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/create-company');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('Your company permissions are being verified').count()).toBe(0);
  });
});
