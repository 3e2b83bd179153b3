import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AdminShell } from './pages/admin-shell.ts';
import { currentPath, demoSignIn, chromiumPerFile } from './pages/browser.ts';
import { signInAs } from './pages/kept-session.ts';

const chromiumSession = chromiumPerFile();
let page: Page;

describe('client version check in Chromium', () => {
  it('sends a client below the minimum version to /restart, which offers a reload', async () => {
    page = await chromiumSession.open();
    // The local cloud's minimum is fixed at start; a newer release is simulated on this one answer only.
    await page.route('**/app-version', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ version: '3.22.0', minAllowableVersion: '3.22.0' }) }),
    );
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/restart');
    await page.getByRole('heading', { name: 'A new version of FAST DASHBOARD is out' }).waitFor();
    expect(await page.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
  });
});

describe('navigation log in Chromium', () => {
  it('posts each navigation of a signed-in user to /user-actions with origin, destination and version', async () => {
    const owner = demoSignIn(1);
    page = await chromiumSession.open();
    await signInAs(page, owner);
    await new AdminShell(page).waitUntilShown();

    const logged = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/user-actions') && r.postDataJSON()?.DestinationRoute === '/map-view');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Map', exact: true }).click();
    const entry = (await logged).postDataJSON();
    expect(entry).toEqual({ OriginRoute: '/dashboard-tools', DestinationRoute: '/map-view', ClientVersionNumber: '3.21.1' });
    expect(currentPath(page)).toBe('/map-view');
    await page.getByRole('heading', { name: 'Fleet map' }).waitFor();
  });
});
