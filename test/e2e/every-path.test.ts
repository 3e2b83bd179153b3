import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPaths, type AppPathDef } from '#shared/access/app-paths';
import { AdminShell } from './pages/admin-shell.ts';
import { demoSignIn, freshPage, launchChromium } from './pages/browser.ts';
import { LoginPage } from './pages/login-page.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await page?.context().close();
  await browser?.close();
});

const defs: readonly AppPathDef[] = appPaths;

describe('every product path in Chromium', () => {
  it('opens a page, never the 404 or the error page, for every path of §2.1 and those named elsewhere', { timeout: 180_000 }, async () => {
    const owner = demoSignIn(1);
    page = await freshPage(browser);
    await new LoginPage(page).signIn(owner.email, owner.password);
    await new AdminShell(page).waitUntilShown();

    // /logout would end the session the rest of the walk needs; it is covered by the sign-out test.
    for (const def of defs.filter((d) => d.path !== '/logout')) {
      const path = def.param ? `${def.path}/run-2024-06-07` : def.path;
      // A full load each time, so the heading read below can only be this path's page.
      await page.goto(path);
      const heading = page.locator('h1').first();
      await heading.waitFor();
      const text = (await heading.textContent())?.trim();
      expect(text, path).not.toBe('This page could not be found');
      expect(text, path).not.toBe('Something went wrong on this page');
    }
  });
});
