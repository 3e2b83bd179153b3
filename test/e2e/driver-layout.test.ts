import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/tokens.ts';
import { currentPath, demoSignIn, freshPage, launchChromium, PHONE } from './pages/browser.ts';
import { DriverShell } from './pages/driver-shell.ts';
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

describe('driver on a phone (390×844)', () => {
  it('gets the mobile layout: greeting, company name, bottom bar, More menu and a finished progress bar', async () => {
    const driver = demoSignIn(8);
    const me = (await api('GET', '/me', { as: driver.email })).body;
    page = await freshPage(browser, PHONE);
    await new LoginPage(page).signIn(driver.email, driver.password);
    const shell = await new DriverShell(page).waitUntilShown();

    expect(currentPath(page)).toBe('/driver-dashboard');
    expect(await shell.greeting()).toBe(`Hi ${me.user.displayName}`);
    expect(await shell.companyName()).toBe(me.company.companyName);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);

    const timecardOrDocuments = me.company.timekeepingEnabled ? 'Timecard' : 'Documents';
    expect(await shell.bottomBarLabels()).toEqual(['Chat', 'Drive', timecardOrDocuments, 'More']);
    const more = ['Map', 'Tractors', 'Service Manager', 'Company Forms', 'Bookmarks', 'Address Book'];
    expect(await shell.moreMenuLabels()).toEqual(me.company.timekeepingEnabled ? ['Documents', ...more] : more);

    // The bar finishes 1 s after the layout appears; well past that it must be done.
    await page.waitForTimeout(1_500);
    expect(await shell.progressState()).toBe('finished');
  });
});
