import { describe, expect, it } from 'vitest';
import { freshCompany } from '../support/fresh-company.ts';
import { chromiumPerFile, demoSignIn, DESKTOP, PHONE } from './pages/browser.ts';
import { signInAs } from './pages/kept-session.ts';

const { open } = chromiumPerFile();

describe('bookmark manager', () => {
  it('the owner adds two bookmarks, moves the second above the first, edits and deletes one', async () => {
    const company = await freshCompany('E2E Bookmarks');
    const page = await open(DESKTOP);
    await signInAs(page, company.owner);
    await page.goto('/company-bookmarks');
    const table = page.getByRole('table', { name: 'Bookmarks' });
    const titles = async () => (await table.locator('tbody tr td:first-child').allTextContents()).map((t) => t.trim());
    const add = async (title: string, url: string) => {
      await page.getByRole('button', { name: 'Add bookmark' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Title').fill(title);
      await dialog.getByLabel('Link').fill(url);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
    };
    await add('Fuel prices', 'https://example.com/fuel');
    await add('Road weather', 'https://example.com/weather');
    await expect.poll(titles).toEqual(['Fuel prices', 'Road weather']);

    await page.getByRole('button', { name: 'Move up: Road weather' }).click();
    await expect.poll(titles).toEqual(['Road weather', 'Fuel prices']);

    await table.getByRole('row').filter({ hasText: 'Fuel prices' }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Title').fill('Diesel prices');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(titles).toEqual(['Road weather', 'Diesel prices']);

    await table.getByRole('row').filter({ hasText: 'Road weather' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(titles).toEqual(['Diesel prices']);
  });

  it('a driver on a phone reads the list without any manager action', async () => {
    const driver = demoSignIn(8);
    const page = await open(PHONE);
    await signInAs(page, driver);
    await page.goto('/company-bookmarks');
    await page.getByRole('link', { name: 'Driver handbook' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add bookmark' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Move up/ }).count()).toBe(0);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
  });
});
