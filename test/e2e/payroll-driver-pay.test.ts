import { describe, expect, it } from 'vitest';
import { payLineText, sayFrom } from '#shared/payroll/pay-line-text';
import { payLineEn } from '#shared/payroll/pay-line-words/en';
import { JAKES_PAY_WEEK as RUN, jakesWeekWithDeduction as weekWithDeduction } from '../support/jakes-pay-week.ts';
import { api, RED_MESA } from '../support/tokens.ts';
import { chromiumPerFile, demoSignIn, PHONE } from './pages/browser.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { signInAs } from './pages/kept-session.ts';
import { DriverPayPage } from './pages/payroll-driver-pay.ts';

const usd = (cents: number) => `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const english = sayFrom(payLineEn);

const chromium = chromiumPerFile();

describe("the driver's pay on a 390 px phone", () => {
  it('lists each pay document as a whole tappable card and opens one to its trips, deductions and Paid', async () => {
    const pay = await weekWithDeduction();
    const history = (await api('GET', '/me/paydocs', { as: RED_MESA.driver })).body.payDocs as Array<{ PayRunID: string; payDateString: string; paidCents: number }>;
    expect(history[0]!.PayRunID).toBe(RUN);

    const page = await chromium.open(PHONE);
    const driver = demoSignIn(8);
    await signInAs(page, driver);
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
    expect(cards[0]!.name).toContain(`Paid ${history[0]!.payDateString}`);
    for (const card of cards) {
      expect(card.height).toBeGreaterThanOrEqual(44);
      expect(card.width).toBeGreaterThanOrEqual(300);
    }
    expect(await payPage.fitsWidth()).toBe(true);

    await payPage.openWithKeyboard(0);
    expect(await payPage.paid()).toBe(usd(pay.paidCents));
    const earnings = await payPage.lines('earnings');
    // The API sends each line's kind and parameters; the screen puts them in his language's words.
    expect(earnings).toEqual(pay.earnings.map((l) => [payLineText(l, english), usd(l.cents)]));
    expect(earnings).toContainEqual(['Trip 7730101 · 00852 → 00871 · 612 mi · pay for this leg', expect.stringMatching(/^\$[\d,]+\.\d\d$/)]);
    expect(await payPage.total('earnings')).toBe(usd(pay.earningsCents));
    expect(await payPage.lines('deductions')).toEqual([['Deduction: Fuel advance', '-$75.00']]);
    expect(await payPage.total('deductions')).toBe(usd(pay.deductionsCents));
    expect(pay.paidCents).toBe(pay.earningsCents + pay.deductionsCents);
    expect(await payPage.pageText()).not.toMatch(/matches leg payout row|leading zeros ignored|selectors|rate table/);
    expect(await payPage.fitsWidth()).toBe(true);
  }, 240_000);
});
