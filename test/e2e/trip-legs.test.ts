import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPerFile, demoSignIn } from './pages/browser.ts';
import { signInAs } from './pages/kept-session.ts';

const chromium = chromiumPerFile();

async function signedIn(role: number): Promise<Page> {
  const page = await chromium.open();
  const user = demoSignIn(role);
  await signInAs(page, user);
  return page;
}

describe('trip legs in the browser', () => {
  it("shows payroll a demo tractor's broken leg beside its trips", async () => {
    const page = await signedIn(2);
    await page.goto('/records-trip-legs');
    await page.getByRole('heading', { name: 'Trip legs' }).waitFor();
    await page.getByRole('button', { name: 'Tractor' }).click();
    await page.getByRole('option', { name: '410200' }).click();
    // A day that does not exist is refused as typed, naming the field, and no search can start with it.
    const from = page.getByRole('textbox', { name: 'From', exact: true });
    await from.fill('02/30/2026');
    await from.blur();
    await page.getByText('From 02/30/2026 is not a real date.', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Show trips' }).isDisabled()).toBe(true);
    // The dates as the tables show them, and ISO.
    await from.fill('12/28/2025');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026-01-03');
    await page.getByRole('button', { name: 'Show trips' }).click();
    const table = page.getByRole('table', { name: 'Trips' });
    await table.locator('tbody tr').first().waitFor();
    await page.getByText('Trip 7730103 starts at 0612, but trip 7730177 ended at 0910.').waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(8);
    expect(await table.locator('tbody tr', { hasText: '7730103' }).getByText('Broken leg').count()).toBe(1);
    expect(await page.getByText(/could not be loaded/i).count()).toBe(0);
  });
});
