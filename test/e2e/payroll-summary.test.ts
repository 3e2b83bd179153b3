import { describe, expect, it } from 'vitest';
import { DEMO_RUN, processedDemoRun } from '../support/demo-run.ts';
import { chromiumPerFile, demoSignIn } from './pages/browser.ts';
import { signInAs } from './pages/kept-session.ts';

const chromium = chromiumPerFile();
/** The pay columns the summary shows, in order, then the total they add up to. */
const PAY_HEADERS = ['Mileage pay', 'D&H pay', 'Time pay', 'Bonuses', 'Adjustments', 'Per diem (non-taxable, deducted)'];
const TOTAL = 'Total pay';
/** Cents of a shown amount: "$1,263.97" → 126397, "-$60.00" → -6000. */
const cents = (text: string) => {
  const match = /^(-)?\$([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${JSON.stringify(text)}`);
  return (match[1] ? -1 : 1) * (Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]));
};

describe('the pay-run summary in the browser', () => {
  it("adds up: every driver row's pay columns make its total, and every run total is the sum of its column", async () => {
    expect((await processedDemoRun()).status).toBe('processed');
    const page = await chromium.open();
    const clerk = demoSignIn(2);
    await signInAs(page, clerk);
    await page.goto(`/payroll-reports/${DEMO_RUN}`);
    const table = page.getByRole('table', { name: 'Drivers' });
    await table.locator('tbody tr').first().waitFor();

    const headers = (await table.locator('thead th').allTextContents()).map((h) => h.trim());
    expect(headers).toEqual(expect.arrayContaining([...PAY_HEADERS, TOTAL]));
    const payAt = PAY_HEADERS.map((h) => headers.indexOf(h));
    const totalAt = headers.indexOf(TOTAL);
    const rows = await table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
    expect(rows.length).toBeGreaterThan(10);
    const hank = rows.find((r) => r[0]!.includes('Hank Nguyen'));
    expect(hank?.[headers.indexOf('Per diem (non-taxable, deducted)')]?.trim()).toBe('-$60.00');
    for (const row of rows) expect(cents(row[totalAt]!), row[0]).toBe(payAt.reduce((s, i) => s + cents(row[i]!), 0));

    // The run totals above the table, each the sum of its column.
    const shown = async (testId: string) => cents((await page.getByTestId(testId).textContent()) ?? '');
    const ids = ['mileagePay', 'dandhPay', 'timePay', 'bonuses', 'adjustments', 'perDiem'];
    for (const [k, id] of ids.entries()) expect(await shown(`run-total-${id}`), id).toBe(rows.reduce((s, r) => s + cents(r[payAt[k]!]!), 0));
    expect(await shown('run-total')).toBe(rows.reduce((s, r) => s + cents(r[totalAt]!), 0));
    expect(await shown('run-total')).toBe((await Promise.all(ids.map((id) => shown(`run-total-${id}`)))).reduce((a, b) => a + b, 0));
  });
});
