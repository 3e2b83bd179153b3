import { describe, expect, it } from 'vitest';
import { api, RED_MESA } from '../support/tokens.ts';
import { FIXTURE_STATEMENT, calculate, createRun, importStatement, uploadStatement } from '../support/payroll-flow.ts';
import { chromiumPerFile, demoSignIn, PHONE } from './pages/browser.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { LoginPage } from './pages/login-page.ts';
import { DriverPayPage } from './pages/payroll-driver-pay.ts';

/** A week after every other run of Jake's, so its document is his newest; no other test uses it. */
const RUN = '2027-01-02';
const JAKE = '1004500';
const usd = (cents: number) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const chromium = chromiumPerFile();

interface Line { kind: string; text: string; cents: number }

/** Jake's week: the sample statement, a fuel advance to pay back, calculated; his document as the API gives it to him. */
async function weekWithDeduction(): Promise<{ earnings: Line[]; deductions: Line[]; paidCents: number; earningsCents: number; deductionsCents: number }> {
  const existing = await api('GET', `/payruns/${RUN}/paydocs/${JAKE}`, { as: RED_MESA.driver });
  if (existing.status !== 200) {
    const made = await api('POST', '/settlement-adjustments', { as: RED_MESA.payroll, body: { DriverID: JAKE, kind: 'deduction', label: 'Fuel advance', amount: 75, startWeekEnding: RUN, endWeekEnding: RUN } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await createRun(RED_MESA.payroll, RUN);
    await importStatement(RED_MESA.payroll, RUN, await uploadStatement(RED_MESA.payroll, FIXTURE_STATEMENT));
    expect((await calculate(RED_MESA.payroll, RUN)).body.status).toBe('processed');
  }
  return (await api('GET', `/payruns/${RUN}/paydocs/${JAKE}`, { as: RED_MESA.driver })).body.pay;
}

describe("the driver's pay on a 390 px phone", () => {
  it('lists each pay document as a whole tappable card and opens one to its trips, deductions and Paid', async () => {
    const pay = await weekWithDeduction();
    const history = (await api('GET', '/me/paydocs', { as: RED_MESA.driver })).body.payDocs as Array<{ PayRunID: string; payDateString: string; paidCents: number }>;
    expect(history[0]!.PayRunID).toBe(RUN);

    const page = await chromium.open(PHONE);
    const driver = demoSignIn(8);
    await new LoginPage(page).signIn(driver.email, driver.password);
    await new DriverShell(page).waitUntilShown();
    const payPage = new DriverPayPage(page);

    // The Drive page's latest pay is one card, big enough for a thumb, that opens that document.
    const latest = await payPage.latest();
    expect(latest.paid).toBe(usd(pay.paidCents));
    expect(latest.height).toBeGreaterThanOrEqual(44);
    expect(latest.width).toBeGreaterThanOrEqual(200);
    await payPage.latestCard().click();
    await page.getByTestId('paydoc-paid').waitFor();
    expect(await payPage.paid()).toBe(usd(pay.paidCents));
    await page.goBack();

    await payPage.openFromDrivePage();
    const cards = await payPage.entries();
    expect(cards.map((c) => c.paid)).toEqual(history.map((h) => usd(h.paidCents)));
    expect(cards[0]!.name).toContain(`paid ${history[0]!.payDateString}`);
    for (const card of cards) {
      expect(card.height).toBeGreaterThanOrEqual(44);
      expect(card.width).toBeGreaterThanOrEqual(300);
    }
    expect(await payPage.fitsWidth()).toBe(true);

    await payPage.openWithKeyboard(0);
    expect(await payPage.paid()).toBe(usd(pay.paidCents));
    const earnings = await payPage.lines('earnings');
    expect(earnings).toEqual(pay.earnings.map((l) => [l.text, usd(l.cents)]));
    expect(earnings).toContainEqual(['Trip 7730101 · 00852 → 00871 · 612 mi · pay for this leg', expect.stringMatching(/^\$[\d,]+\.\d\d$/)]);
    expect(await payPage.total('earnings')).toBe(usd(pay.earningsCents));
    expect(await payPage.lines('deductions')).toEqual([['Deduction: Fuel advance', '-$75.00']]);
    expect(await payPage.total('deductions')).toBe(usd(pay.deductionsCents));
    expect(pay.paidCents).toBe(pay.earningsCents + pay.deductionsCents);
    expect(await payPage.pageText()).not.toMatch(/matches leg payout row|leading zeros ignored|selectors|rate table/);
    expect(await payPage.fitsWidth()).toBe(true);
  }, 240_000);
});
