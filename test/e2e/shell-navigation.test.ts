import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AdminShell } from './pages/admin-shell.ts';
import { currentPath, demoSignIn, chromiumPerFile } from './pages/browser.ts';
import { LoginPage } from './pages/login-page.ts';

const chromiumSession = chromiumPerFile();
let page: Page;

describe('shell navigation in Chromium', () => {
  it('shows "This page could not be found" on an unknown path', async () => {
    page = await chromiumSession.open();
    await page.goto('/no-such-page-in-the-fleet');
    await page.getByText('This page could not be found').waitFor();
    expect(currentPath(page)).toBe('/no-such-page-in-the-fleet');
  });

  it('sends a signed-out visit to /dashboard-tools to the root', async () => {
    page = await chromiumSession.open();
    await page.goto('/dashboard-tools');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
  });

  it('shows the sign-in error on /login for a wrong password and stays there', async () => {
    page = await chromiumSession.open();
    const login = await new LoginPage(page).open();
    await login.submit(demoSignIn(1).email, 'not-the-password-1');
    expect((await login.errorText()).length).toBeGreaterThan(0);
    expect(login.path()).toBe('/login');
  });

  it('returns to signed-out after Sign Out', async () => {
    const owner = demoSignIn(1);
    page = await chromiumSession.open();
    await new LoginPage(page).signIn(owner.email, owner.password);
    const shell = await new AdminShell(page).waitUntilShown();
    await shell.signOut();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/login');
    await page.getByRole('button', { name: 'Sign In' }).first().waitFor();
    // Signed out for real: a closed page sends the visitor to the root again.
    await page.goto('/dashboard-tools');
    await page.waitForURL((url) => url.pathname === '/');
  });
});
