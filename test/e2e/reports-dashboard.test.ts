import { describe, expect, it } from 'vitest';
import { processedDemoRun } from '../support/demo-run.ts';
import { api, RED_MESA } from '../support/tokens.ts';
import { chromiumPerFile, demoSignIn } from './pages/browser.ts';
import { signInAs } from './pages/kept-session.ts';
import { NotForYourRole } from './pages/not-for-your-role.ts';

const chromium = chromiumPerFile();
/** Cents of a shown amount: "$1,263.97" → 126397, "-$60.00" → -6000. */
const cents = (text: string) => {
  const match = /^(-)?\$([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${JSON.stringify(text)}`);
  return (match[1] ? -1 : 1) * (Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]));
};

async function ownerPage() {
  const page = await chromium.open();
  const owner = demoSignIn(1);
  await signInAs(page, owner);
  return page;
}

describe('the dashboard in the browser', () => {
  it('the pay total tile links to its pay run summary, which shows the same total; the mileage charts draw', async () => {
    expect((await processedDemoRun()).status).toBe('processed');
    const page = await ownerPage();
    await page.goto('/reporting-tools?reportName=dashboard-metrics');
    const payTile = page.locator('[data-tile="payTotal"] [data-value]');
    await payTile.waitFor();
    const shown = cents((await payTile.textContent()) ?? '');
    await expect.poll(async () => page.locator('[data-chart="tractors"] svg').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await page.locator('[data-chart="fleet"] svg').count()).toBeGreaterThan(0);
    // Each mileage chart shows its figures: every bar's miles, then their total, the one its header gives.
    const tenths = (text: string) => Math.round(Number(text.replace(/,/g, '')) * 10);
    for (const [chart, name] of [['tractors', 'Miles by tractor'], ['drivers', 'Miles by driver']] as const) {
      const table = page.getByRole('table', { name: `${name}: figures` });
      await table.locator('tbody tr').first().waitFor();
      const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
      expect(rows.length, chart).toBeGreaterThan(1);
      const total = rows.at(-1)!;
      expect(total[0]).toBe('Total');
      expect(tenths(total[1]!), chart).toBe(rows.slice(0, -1).reduce((sum, row) => sum + tenths(row[1]!), 0));
      expect(await page.locator(`[data-chart="${chart}"]`).textContent()).toContain(`Total ${total[1]} mi`);
    }
    expect(await page.locator('[data-tile="openDefects"] [data-value]').textContent()).toMatch(/^\d+$/);
    // Fleet MPG says what it measures, since IFTA shows the quarter's under the same name.
    expect(await page.getByTestId('tile-description-fleetMpg').textContent()).toBe('The week’s miles ÷ gallons bought, from the pay run');

    // The tile's week is the newest calculated pay run (the demo's last complete week).
    const { weekEnding } = (await api('GET', '/dashboard', { as: RED_MESA.owner })).body as { weekEnding: string };
    await page.locator('[data-tile="payTotal"] a').click();
    await page.waitForURL(`**/payroll-reports/${weekEnding}`);
    const runTotal = page.getByTestId('run-total');
    await runTotal.waitFor();
    expect(cents((await runTotal.textContent()) ?? '')).toBe(shown);
  });

  it('the open defects tile is the repair queue’s count', async () => {
    const page = await ownerPage();
    await page.goto('/reporting-tools?reportName=dashboard-metrics');
    const tile = page.locator('[data-tile="openDefects"] [data-value]');
    await tile.waitFor();
    const count = Number(await tile.textContent());
    await page.locator('[data-tile="openDefects"] a').click();
    await page.waitForURL('**/tractor-repair-tools');
    await expect.poll(async () => (await page.locator('body').textContent()) ?? '', { timeout: 20_000 }).toMatch(new RegExp(`\\b${count} (fault|defect)`));
  });
});

describe('the profitability snapshot in the browser', () => {
  it('the table’s total row is the sum of the rows above it, by tractor and by domicile, and the trend draws', async () => {
    expect((await processedDemoRun()).status).toBe('processed');
    const page = await ownerPage();
    await page.goto('/settlement-analysis');
    for (const view of ['By tractor', 'By domicile']) {
      await page.getByRole('radio', { name: view }).or(page.getByRole('button', { name: view })).first().click();
      const table = page.getByRole('table', { name: `Profitability Snapshot ${view}` });
      await table.locator('tbody tr').first().waitFor();
      const headers = (await table.locator('thead th').allTextContents()).map((h) => h.trim());
      const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
      expect(rows.length, view).toBeGreaterThan(1);
      const total = rows.at(-1)!;
      expect(total[0]).toBe('Total');
      for (const col of ['Trip revenue', 'Driver pay', 'Fuel', 'Margin']) {
        const at = headers.indexOf(col);
        expect(at, col).toBeGreaterThan(0);
        expect(cents(total[at]!), `${view} ${col}`).toBe(rows.slice(0, -1).reduce((s, r) => s + cents(r[at]!), 0));
      }
    }
    expect(await page.locator('[data-chart="trend"] svg').count()).toBeGreaterThan(0);
  });

  it('payroll (role 2) is told the page is for the owner, and the panel is not offered', async () => {
    const page = await chromium.open();
    const clerk = demoSignIn(2);
    await signInAs(page, clerk);
    const refused = new NotForYourRole(page);
    expect(await refused.open('/settlement-analysis')).toMatch(/ is for /);
  });
});
