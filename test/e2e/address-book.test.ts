import { describe, expect, it } from 'vitest';
import { freshCompany } from '../support/fresh-company.ts';
import { AdminShell } from './pages/admin-shell.ts';
import { chromiumPerFile, demoSignIn, PHONE } from './pages/browser.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { signInAs } from './pages/kept-session.ts';

const chromium = chromiumPerFile();

describe('address book on a phone (390×844)', () => {
  it('a driver opens Address Book from More and reads the shops with formatted phones, nothing wider than the screen', { timeout: 90_000 }, async () => {
    const page = await chromium.open(PHONE);
    const driver = demoSignIn(8);
    await signInAs(page, driver);
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

describe('address book on a desktop', () => {
  it('the owner of a new company adds a vendor, saved in capitals with a formatted phone, edits and deletes it', { timeout: 90_000 }, async () => {
    const fresh = await freshCompany('e2e-addressbook');
    const page = await chromium.open();
    await signInAs(page, fresh.owner);
    await new AdminShell(page).waitUntilShown();
    await page.goto('/company-address-book');
    await page.getByText('No vendors in the address book yet.').waitFor();

    await page.getByRole('button', { name: 'Add vendor' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('  caprock fuel  ');
    await dialog.getByLabel('Phone').fill('806-555-0199');
    await dialog.getByLabel('E-mails').fill(' orders@caprock.example, billing@caprock.example ');
    await dialog.getByLabel('State').fill('tx');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const row = page.getByRole('row', { name: /CAPROCK FUEL/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('(806) 555-0199');
    expect(await row.textContent()).toContain('orders@caprock.example, billing@caprock.example');

    await row.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByLabel('Phone').fill('555');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Phone is a 10-digit US number such as (806) 555-0101.').waitFor();
    await dialog.getByLabel('Phone').fill('(806) 555-0142');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('row', { name: /\(806\) 555-0142/ }).waitFor();

    await page.getByRole('row', { name: /CAPROCK FUEL/ }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('No vendors in the address book yet.').waitFor();
  });
});
