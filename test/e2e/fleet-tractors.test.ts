import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPerFile, demoSignIn, PHONE } from './pages/browser.ts';
import { signInAs } from './pages/kept-session.ts';

const chromium = chromiumPerFile();

async function signedIn(role: number, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await chromium.open(viewport);
  const user = demoSignIn(role);
  await signInAs(page, user);
  return page;
}

describe('tractors, drivers and the shop board in the browser', () => {
  it('lets a shop manager find a tractor in the list and open its facts', async () => {
    const page = await signedIn(4);
    await page.goto('/tractor-dashboard');
    const table = page.getByRole('table', { name: 'Tractors' });
    await table.locator('tbody tr').first().waitFor();
    await page.getByPlaceholder(/Find tractors/i).fill('410207');
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await table.getByRole('button', { name: '410207' }).click();
    await page.getByRole('heading', { name: 'Tractor 410207' }).waitFor();
    expect(new URL(page.url()).search).toBe('?vehicleId=410207');
    await page.getByText('Fuel card', { exact: true }).waitFor();
    const facts = (await page.textContent('body')) ?? '';
    expect(facts).toContain('VIN');
    expect(facts).toMatch(/[A-HJ-NPR-Z0-9]{17}/);
    await page.getByRole('table', { name: 'Trips' }).waitFor();
    await page.getByRole('table', { name: 'VIN history' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByText(/could not be loaded/i).count()).toBe(0);
    // Payouts are pay: only payroll staff see them.
    expect(await page.getByRole('table', { name: 'Payouts (last 30 days)' }).count()).toBe(0);
  });

  it('tells the shop manager why a VIN is refused when he adds a tractor', async () => {
    const page = await signedIn(4);
    await page.goto('/manage-tractors');
    await page.getByRole('button', { name: 'Add tractor' }).waitFor();
    // The feed keys are the owner's alone.
    expect(await page.getByRole('tab', { name: 'Telematics feed' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Add tractor' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Tractor', { exact: true }).fill('E2E001');
    await dialog.getByLabel('VIN').fill('1M8GDM9A1KP042788');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(/check digit \(9th character\) should be X/).waitFor();
    await dialog.getByLabel('VIN').fill('1M8GDM9AXKP042788');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('table', { name: 'Tractors' }).getByRole('button', { name: 'E2E001' }).waitFor();
  });

  it('gives the owner the telematics feed tab on Manage tractors', async () => {
    const page = await signedIn(1);
    await page.goto('/manage-tractors');
    await page.getByRole('tab', { name: 'Telematics feed' }).click();
    await page.getByRole('tab', { name: 'Telematics feed', selected: true }).waitFor();
  });

  it('moves a tractor out of service on the board only with a reason', async () => {
    const page = await signedIn(4);
    await page.goto('/tractor-status');
    const inService = page.getByRole('list', { name: 'In service' });
    await inService.getByRole('listitem').first().waitFor();
    expect(await page.getByRole('list', { name: 'In the shop' }).count()).toBe(1);
    // Whichever tractor is in service now: other suites send tractors to the shop on the same cloud.
    const move = inService.getByRole('button', { name: /^Move \d{6}$/ }).first();
    const label = (await move.getAttribute('aria-label')) ?? (await move.textContent()) ?? '';
    expect(label).toMatch(/^Move \d{6}$/);
    await move.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Out of service').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Say why the tractor is out of service.').waitFor();
    await dialog.getByLabel('Reason').fill('Turbo failure');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const out = page.getByRole('list', { name: 'Out of service' });
    await out.getByText('Turbo failure').waitFor();
    expect(await out.getByRole('button', { name: label }).count()).toBe(1);
  });

  it('lists the driver file at desktop with phones as (xxx) xxx-xxxx and document status', async () => {
    const page = await signedIn(3);
    await page.goto('/manage-drivers');
    const table = page.getByRole('table', { name: 'Drivers' });
    await table.locator('tbody tr').first().waitFor();
    await page.getByPlaceholder(/Find drivers/i).fill('Jake Thornton');
    const row = table.locator('tbody tr', { hasText: 'Jake Thornton' });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toMatch(/\(\d{3}\) \d{3}-\d{4}/);
    expect(text).toMatch(/Expired|Expiring|Valid/);
    expect(text).toContain('Linked');
    await row.getByRole('link', { name: 'Linked' }).click();
    await page.getByRole('heading', { name: 'Driver profile' }).waitFor();
    await page.getByRole('heading', { name: 'Jake Thornton' }).waitFor();
    expect(await page.textContent('body')).toMatch(/Medical card expires/);
  });

  it('shows a driver the tractors as cards at 390 px, with a search and the facts on tap', async () => {
    const page = await signedIn(8, PHONE);
    await page.goto('/tractor-dashboard-mobile');
    await page.getByRole('button', { name: 'Tractor 410203' }).waitFor();
    await page.getByLabel('Find a tractor').fill('410211');
    await expect.poll(() => page.getByRole('button', { name: /^Tractor \d{6}$/ }).count()).toBe(1);
    await page.getByRole('button', { name: 'Tractor 410211' }).click();
    await page.getByText('VIN', { exact: true }).waitFor();
    expect(await page.getByText('Fuel card').count()).toBe(0);
    expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth + 1')).toBe(true);
  });
});
