import { describe, expect, it } from 'vitest';
import { chromiumPerFile, demoSignIn, PHONE } from './pages/browser.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { LoginPage } from './pages/login-page.ts';

const chromium = chromiumPerFile();

describe('address book on a phone (390×844)', () => {
  it('a driver opens Address Book from More and reads the shops with formatted phones, nothing wider than the screen', { timeout: 90_000 }, async () => {
    const page = await chromium.open(PHONE);
    const driver = demoSignIn(8);
    await new LoginPage(page).signIn(driver.email, driver.password);
    const shell = await new DriverShell(page).waitUntilShown();
    await shell.moreMenuLabels();
    await page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'Address Book' }).click();
    await page.waitForURL('**/company-address-book');
    await page.getByRole('heading', { level: 1, name: 'Address Book' }).waitFor();

    await page.getByRole('tab', { name: 'Shops' }).click();
    await page.getByText('Valley Truck Repair').waitFor();
    await page.getByRole('link', { name: 'Call (602) 555-0188' }).waitFor();
    expect(await page.getByRole('button', { name: /^Add / }).count()).toBe(0);
    // Evaluated in the page, where the DOM exists; the tests' own TypeScript has no DOM library.
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);

    await page.getByRole('tab', { name: 'Vendors' }).click();
    await page.getByText('SOUTHWEST TIRE SUPPLY').waitFor();
  });
});
