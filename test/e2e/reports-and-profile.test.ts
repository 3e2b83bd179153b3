import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AdminShell } from './pages/admin-shell.ts';
import { demoSignIn, chromiumPerFile } from './pages/browser.ts';
import { signInAs } from './pages/kept-session.ts';
import { ProfilePage } from './pages/profile-page.ts';
import { ReportsPage } from './pages/reports-page.ts';

const chromiumSession = chromiumPerFile();
let page: Page;

async function signInAsRole(role: number): Promise<void> {
  const user = demoSignIn(role);
  page = await chromiumSession.open();
  await signInAs(page, user);
  await new AdminShell(page).waitUntilShown();
}

describe('report menu in Chromium', () => {
  it('opens Dashboard by default and puts the chosen report in ?reportName=', async () => {
    await signInAsRole(1);
    const reports = await new ReportsPage(page).open();
    await reports.panelShows('The week at a glance');
    await reports.select('IFTA');
    await page.waitForURL((url) => url.searchParams.get('reportName') === 'ifta-report');
    await reports.panelShows('IFTA');
  });

  it('lands the office on /dashboard-tools with the same menu, keeping the chosen report on that route', async () => {
    await signInAsRole(1);
    expect(new URL(page.url()).pathname).toBe('/dashboard-tools');
    const reports = new ReportsPage(page);
    await reports.panelShows('The week at a glance');
    await reports.select('MMR');
    await page.waitForURL((url) => url.pathname === '/dashboard-tools' && url.searchParams.get('reportName') === 'mmr-report');
  });

  it('takes /old_reporting-tools on to /reporting-tools with the report asked for', async () => {
    await signInAsRole(3);
    await page.goto('/old_reporting-tools?reportName=ifta-report');
    await page.waitForURL((url) => url.pathname === '/reporting-tools' && url.searchParams.get('reportName') === 'ifta-report');
    await new ReportsPage(page).panelShows('IFTA');
  });

  it('offers role 4 only the documents and maintenance reports, opening the first of them when none is named', async () => {
    await signInAsRole(4);
    const reports = await new ReportsPage(page).open();
    expect(await reports.reportLabels()).toEqual(['Document Manager', 'Scheduled Services', 'Upload Invoices', 'MMR', 'PM Service Report (Leaving Soon)']);
    await page.getByRole('heading', { name: 'Document Manager', level: 2 }).waitFor();
  });
});

describe('profile in Chromium', () => {
  it("shows the server's field error for an invalid e-mail and keeps the other values", async () => {
    await signInAsRole(3);
    const profile = await new ProfilePage(page).open();
    const firstName = await profile.value('First name');
    expect(firstName.length).toBeGreaterThan(0);
    await profile.fill('Contact e-mail', 'not-an-email');
    await profile.save();
    await profile.waitUntilInvalid('Contact e-mail');
    expect(await profile.fieldDescription('Contact e-mail')).toMatch(/e-?mail/i);
    expect(await profile.value('First name')).toBe(firstName);
  });
});
