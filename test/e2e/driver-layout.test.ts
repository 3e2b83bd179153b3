import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPaths } from '#shared/access/app-paths';
import { mayOpenPage } from '#shared/access/page-access';
import { api } from '../support/tokens.ts';
import { currentPath, demoSignIn, freshPage, launchChromium, PHONE } from './pages/browser.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { signInAs } from './pages/kept-session.ts';

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
    await signInAs(page, driver);
    const shell = await new DriverShell(page).waitUntilShown();

    expect(currentPath(page)).toBe('/driver-dashboard');
    expect(await shell.greeting()).toBe(`Hi ${me.user.displayName}`);
    expect(await shell.companyName()).toBe(me.company.companyName);
    expect(await page.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);

    const timecardOrDocuments = me.company.timekeepingEnabled ? 'Timecard' : 'Documents';
    expect(await shell.bottomBarLabels()).toEqual(['Chat', 'Drive', timecardOrDocuments, 'More']);
    const more = ['Map', 'Tractors', 'Service Manager', 'Company Forms', 'My schedule', 'Bookmarks', 'Address Book'];
    // My profile (his driver file and language) closes the menu for every driver.
    expect(await shell.moreMenuLabels()).toEqual([...(me.company.timekeepingEnabled ? ['Documents', ...more] : more), 'My profile']);

    // The bar finishes 1 s after the layout appears; well past that it must be done.
    await page.waitForTimeout(1_500);
    expect(await shell.progressState()).toBe('finished');
  });
});

/** Every page a driver may open, but the sign-in and sign-up pages and the landing, which stay plain. */
const driverPages = appPaths
  .filter((def) => mayOpenPage(8, def.path) && def.layout !== 'outside' && def.layout !== 'landing')
  .map((def) => def.path);

describe('driver pages keep the bottom bar', () => {
  let phone: Page;
  beforeAll(async () => {
    phone = await freshPage(browser, PHONE);
    const driver = demoSignIn(8);
    await signInAs(phone, driver);
  });
  afterAll(async () => {
    await phone?.context().close();
  });

  it('covers the pre-trip, company forms, My schedule and the pay document among the pages checked', () => {
    expect(driverPages).toEqual(expect.arrayContaining(['/pretrip-safety-inspection', '/driver-forms', '/driver-schedule', '/driver-paydoc', '/driver-documents', '/driver-profile']));
  });

  it.each([...driverPages, '/no-such-page'])('shows the bottom bar, its Drive entry 44 px or taller, on %s', async (path) => {
    await phone.goto(path);
    const shell = await new DriverShell(phone).waitUntilShown();
    expect(await shell.bottomBarLabels()).toEqual(expect.arrayContaining(['Chat', 'Drive', 'More']));
    const drive = await phone.getByRole('navigation', { name: 'Driver menu' }).getByRole('link', { name: 'Drive' }).boundingBox();
    expect(drive!.height).toBeGreaterThanOrEqual(44);
    expect(drive!.width).toBeGreaterThanOrEqual(44);
  });

  it('opens My schedule from the More menu, still with the bottom bar', async () => {
    await phone.goto('/driver-dashboard');
    await new DriverShell(phone).waitUntilShown();
    await phone.getByRole('navigation', { name: 'Driver menu' }).getByRole('button', { name: 'More' }).click();
    await phone.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'My schedule' }).click();
    await phone.getByRole('heading', { level: 1, name: 'My schedule' }).waitFor();
    expect(currentPath(phone)).toBe('/driver-schedule');
    await new DriverShell(phone).waitUntilShown();
  });
});
