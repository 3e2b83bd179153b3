import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cloud } from '../support/cloud-context.ts';
import { chromiumPerFile, demoSignIn, PHONE } from './pages/browser.ts';
import { signInAs } from './pages/kept-session.ts';

const chromium = chromiumPerFile();

async function signedIn(role: number, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await chromium.open(viewport);
  const user = demoSignIn(role);
  await signInAs(page, user);
  return page;
}

/** Where each tractor is drawn, by tractor: its own marker, or the grouped marker it is counted in. */
async function markers(page: Page): Promise<Map<string, string>> {
  const all = await page.locator('g.fleet-marker, g.fleet-cluster').evaluateAll((gs) =>
    gs.flatMap((g) => (g.getAttribute('data-vehicle-id') ?? g.getAttribute('data-vehicle-ids') ?? '').split(' ').map((id: string) => [id, `${g.getAttribute('data-x')},${g.getAttribute('data-y')}`])),
  );
  return new Map(all as [string, string][]);
}

/** Opens one tractor's popover by keyboard, through the grouped marker it may be counted in. */
async function openTractor(page: Page, id: string): Promise<void> {
  const own = page.locator(`g.fleet-marker[data-vehicle-id="${id}"]`);
  if ((await own.count()) > 0) {
    await own.focus();
    await page.keyboard.press('Enter');
    return;
  }
  await page.locator(`g.fleet-cluster[data-vehicle-ids~="${id}"]`).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: /tractors here$/ }).getByRole('button', { name: new RegExp(`^Tractor ${id} · `) }).click();
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
    // Tractors resting at one terminal share a marker: the keyboard still reaches each of them.
    await openTractor(page, '410200');
    const popover = page.getByRole('dialog', { name: 'Tractor 410200' });
    await popover.waitFor();
    expect(await popover.textContent()).toMatch(/Speed.*mph.*Time.*Place.*Ignition.*Driver/s);
  });

  it('moves a marker after the provider simulator reports', async () => {
    const page = await signedIn(1);
    await page.goto('/map-view');
    await page.getByTestId('fleet-map').waitFor();
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

describe('the fleet map on a phone', () => {
  it("zooms to the fleet's extent and draws tractors that share a point as one tappable marker with their count", async () => {
    const page = await signedIn(8, PHONE);
    await page.goto('/map-view-mobile');
    await page.getByTestId('fleet-map').waitFor();
    await expect.poll(async () => (await markers(page)).size).toBeGreaterThanOrEqual(13);

    // Zoomed to the fleet (Red Mesa runs PHX, ELP and ABQ), not the whole 975-unit-wide US, and every marker inside the view.
    const [vx, vy, vw, vh] = ((await page.getByTestId('fleet-map').getAttribute('viewBox')) ?? '').split(' ').map(Number) as [number, number, number, number];
    expect(vw).toBeLessThan(975 / 2);
    for (const at of (await markers(page)).values()) {
      const [x, y] = at.split(',').map(Number) as [number, number];
      expect(x).toBeGreaterThanOrEqual(vx);
      expect(x).toBeLessThanOrEqual(vx + vw);
      expect(y).toBeGreaterThanOrEqual(vy);
      expect(y).toBeLessThanOrEqual(vy + vh);
    }

    // Each grouped marker shows its count, and no two markers' 44 px targets overlap.
    const clusters = page.locator('g.fleet-cluster');
    expect(await clusters.count()).toBeGreaterThan(0);
    const drawn = await page.locator('g.fleet-marker, g.fleet-cluster').evaluateAll((gs) =>
      gs.map((g) => {
        const box = g.getBoundingClientRect();
        return { ids: (g.getAttribute('data-vehicle-ids') ?? g.getAttribute('data-vehicle-id') ?? '').split(' '), count: g.getAttribute('data-count'), text: g.textContent, w: box.width, h: box.height, cx: box.x + box.width / 2, cy: box.y + box.height / 2 };
      }),
    );
    for (const m of drawn) {
      expect(m.w, `marker ${m.ids.join(' ')}`).toBeGreaterThanOrEqual(43.5);
      expect(m.h, `marker ${m.ids.join(' ')}`).toBeGreaterThanOrEqual(43.5);
      if (m.count !== null) {
        expect(Number(m.count)).toBe(m.ids.length);
        expect(m.text).toBe(String(m.ids.length));
      }
    }
    for (const a of drawn) for (const b of drawn) if (a !== b) expect(Math.hypot(a.cx - b.cx, a.cy - b.cy)).toBeGreaterThanOrEqual(44);
    const shown = Number(/^(\d+) tractors?$/.exec((await page.getByTestId('legend-total').textContent()) ?? '')?.[1]);
    const unplaced = Number(/(\d+) without a position/.exec(await page.locator('body').innerText())?.[1] ?? 0);
    expect(drawn.reduce((n, m) => n + m.ids.length, 0)).toBe(shown - unplaced);

    // Tapping a grouped marker lists its tractors; each opens its own report.
    const first = drawn.find((m) => m.count !== null)!;
    await clusters.first().click();
    const list = page.getByRole('dialog', { name: `${first.ids.length} tractors here` });
    await list.waitFor();
    const listBox = (await list.boundingBox())!;
    expect(listBox.x).toBeGreaterThanOrEqual(0);
    expect(listBox.x + listBox.width).toBeLessThanOrEqual(390);
    expect((await list.getByRole('button', { name: /^Tractor \d+ · / }).allTextContents()).map((x) => /Tractor (\d+)/.exec(x)?.[1])).toEqual(first.ids);
    await list.getByRole('button', { name: new RegExp(`^Tractor ${first.ids[1]} · `) }).click();
    await page.getByRole('dialog', { name: `Tractor ${first.ids[1]}` }).waitFor();
  });
});
