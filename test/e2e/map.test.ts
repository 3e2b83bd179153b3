import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud-context.ts';
import { chromiumPerFile, demoSignIn, PHONE } from './pages/browser.ts';
import { LoginPage } from './pages/login-page.ts';

const chromium = chromiumPerFile();

async function signedIn(role: number, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await chromium.open(viewport);
  const user = demoSignIn(role);
  await new LoginPage(page).signIn(user.email, user.password);
  return page;
}

/** Where each marker is drawn, by tractor. */
async function markers(page: Page): Promise<Map<string, string>> {
  const all = await page.locator('g.fleet-marker').evaluateAll((gs) => gs.map((g) => [g.getAttribute('data-vehicle-id'), `${g.getAttribute('data-x')},${g.getAttribute('data-y')}`]));
  return new Map(all as [string, string][]);
}

describe('the fleet map', () => {
  it("shows the demo fleet's markers with a legend whose counts add up to the tractors shown", async () => {
    const page = await signedIn(3);
    await page.goto('/map-view');
    await page.getByTestId('fleet-map').waitFor();
    await expect.poll(async () => (await markers(page)).size).toBeGreaterThanOrEqual(13);
    const counts = await Promise.all(['moving', 'idle', 'ignition-off', 'stale'].map(async (s) => Number(/: (\d+)$/.exec((await page.getByTestId(`legend-${s}`).textContent()) ?? '')?.[1])));
    const shown = Number(/^(\d+) tractors?$/.exec((await page.getByTestId('legend-total').textContent()) ?? '')?.[1]);
    expect(shown).toBeGreaterThanOrEqual(14);
    expect(counts.reduce((s, n) => s + n, 0)).toBe(shown);
    // Markers of tractors resting at one terminal overlap: the keyboard reaches each of them.
    await page.locator('g.fleet-marker[data-vehicle-id="410200"]').focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: 'Tractor 410200' });
    await popover.waitFor();
    expect(await popover.textContent()).toMatch(/Speed.*mph.*Time.*Place.*Ignition.*Driver/s);
  });

  it('moves a marker after the provider simulator reports', async () => {
    const page = await signedIn(1);
    await page.goto('/map-view');
    await expect.poll(async () => (await markers(page)).size).toBeGreaterThanOrEqual(13);
    const before = await markers(page);
    const tick = await fetch(`${cloud().baseUrl}/_telematics/tick`, { method: 'POST' });
    expect(tick.status).toBe(200);
    // The map polls every 15 seconds; reloading shows the new positions at once.
    await page.reload();
    await expect.poll(async () => {
      const after = await markers(page);
      return [...after].filter(([id, at]) => before.get(id) !== undefined && before.get(id) !== at).length;
    }, { timeout: 20_000 }).toBeGreaterThan(0);
  });

  it('shows the map to a driver at 390 px without sideways scrolling', async () => {
    const page = await signedIn(8, PHONE);
    await page.goto('/map-view-mobile');
    await page.getByTestId('fleet-map').waitFor();
    await expect.poll(async () => (await markers(page)).size).toBeGreaterThanOrEqual(13);
    const width = await page.evaluate('document.documentElement.scrollWidth');
    expect(width).toBeLessThanOrEqual(390);
    const box = await page.getByTestId('fleet-map').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(box!.width).toBeGreaterThan(300);
  });
});
