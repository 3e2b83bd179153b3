import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from '../support/tokens.ts';
import { AdminShell } from './pages/admin-shell.ts';
import { demoSignIn, chromiumPerFile } from './pages/browser.ts';
import { signInAs } from './pages/kept-session.ts';

const chromiumSession = chromiumPerFile();
let page: Page;

async function signInAsRole(role: number): Promise<AdminShell> {
  const user = demoSignIn(role);
  page = await chromiumSession.open();
  await signInAs(page, user);
  return new AdminShell(page).waitUntilShown();
}

describe('admin menu in Chromium', () => {
  it('shows role 1 the full menu with Getting started after the Dashboard, ending with the company settings entry named after the company', async () => {
    const owner = demoSignIn(1);
    const me = await api('GET', '/me', { as: owner.email });
    const shell = await signInAsRole(1);
    expect(page.url()).toMatch(/\/dashboard-tools$/);
    expect(await shell.menuLabels()).toEqual([
      'Map', 'Dashboard', 'Getting started', 'Payroll Tools', 'Schedule', 'Drivers', 'Tractors', 'Maintenance', 'Imports', 'Company Forms', 'Helpdesk',
      me.body.company.companyName,
    ]);
    expect(await shell.entryPath(me.body.company.companyName)).toBe('/company-setup');
    expect(await shell.hasChatEntry()).toBe(true);
  });

  it('shows role 3 no Payroll Tools', async () => {
    const shell = await signInAsRole(3);
    const labels = await shell.menuLabels();
    expect(labels).not.toContain('Payroll Tools');
    expect(labels).toEqual(['Map', 'Dashboard', 'Schedule', 'Drivers', 'Tractors', 'Maintenance', 'Imports', 'Company Forms', 'Helpdesk', 'Profile']);
  });

  it('puts Schedule after Maintenance for role 4, without Payroll Tools', async () => {
    const shell = await signInAsRole(4);
    const labels = await shell.menuLabels();
    expect(labels).toEqual(['Map', 'Dashboard', 'Drivers', 'Tractors', 'Maintenance', 'Schedule', 'Imports', 'Company Forms', 'Helpdesk', 'Profile']);
    expect(labels.indexOf('Schedule')).toBeGreaterThan(labels.indexOf('Maintenance'));
  });
});
