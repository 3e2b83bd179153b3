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

describe("a tractor's inspections on its detail page", () => {
  it('shows the shop manager the out-of-service brake fault, the reports 10 a page linking to their review, and the cab link panel', async () => {
    const page = await signedIn(4);
    await page.goto('/tractor-dashboard?vehicleId=410204');
    await page.getByRole('heading', { name: 'Tractor 410204' }).waitFor();
    const faults = page.getByRole('table', { name: 'Unrepaired faults' });
    const brake = faults.locator('tbody tr', { hasText: 'Service brakes' });
    await brake.waitFor();
    expect(await brake.textContent()).toContain('Out of service');
    await page.getByText(/Failed inspections of the last 7 days with faults still open \([1-9]/).waitFor();

    const reports = page.getByRole('table', { name: 'Inspection reports' });
    await expect.poll(() => reports.locator('tbody tr').count()).toBe(10);
    await page.getByRole('button', { name: 'Older reports' }).click();
    await page.getByRole('button', { name: 'Newest reports' }).waitFor();
    await page.getByRole('button', { name: 'Newest reports' }).click();
    await page.getByRole('heading', { name: 'Inspection links' }).waitFor();
    expect(await page.getByText(/could not be loaded/i).count()).toBe(0);

    const link = brake.getByRole('link', { name: 'Service brakes' });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/manage-inspections\?submissionId=[0-9a-z]{19}$/);
    await link.click();
    await expect.poll(() => `${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(href);
  });

  it('lists the DVIR being filled about a tractor with when it was started', async () => {
    const page = await signedIn(4);
    await page.goto('/tractor-dashboard?vehicleId=410210');
    const row = page.getByRole('table', { name: 'Forms being filled' }).locator('tbody tr', { hasText: 'Pre-Trip Inspection (DVIR)' });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/\d{2}\/\d{2}\/\d{4}/);
  });
});
