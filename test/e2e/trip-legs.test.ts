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
    await page.getByRole('textbox', { name: 'From', exact: true }).fill('2025/12/28');
    await page.getByRole('textbox', { name: 'To', exact: true }).fill('2026/01/03');
    await page.getByRole('button', { name: 'Show trips' }).click();
    const table = page.getByRole('table', { name: 'Trips' });
    await table.locator('tbody tr').first().waitFor();
    await page.getByText('Trip 7730103 starts at 0612, but trip 7730177 ended at 0910.').waitFor();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(8);
    expect(await table.locator('tbody tr', { hasText: '7730103' }).getByText('Broken leg').count()).toBe(1);
    expect(await page.getByText(/could not be loaded/i).count()).toBe(0);
  });
});
