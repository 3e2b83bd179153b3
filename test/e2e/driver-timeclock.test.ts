import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, RED_MESA } from '../support/tokens.ts';
import { AdminShell } from './pages/admin-shell.ts';
import { chromiumPerFile, demoSignIn, DESKTOP, PHONE } from './pages/browser.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { signInAs } from './pages/kept-session.ts';

// The phone goes offline: the app's service worker must be installed.
const chromiumSession = chromiumPerFile({ serviceWorkers: 'allow' });
let page: Page;

beforeAll(async () => {
  // Start clocked out whatever an earlier run left.
  const state = await api('GET', '/me/timeclock', { as: RED_MESA.driver });
  if (state.body.open) await api('POST', '/me/timeclock/out', { as: RED_MESA.driver, body: { punchKey: randomUUID() } });
});

describe('the timeclock on a 390 px phone', () => {
  it('a driver clocks in and out, sees the running shift and his totals, and loses no punch offline', async () => {
    const driver = demoSignIn(8);
    page = await chromiumSession.open(PHONE);
    await signInAs(page, driver);
    await new DriverShell(page).waitUntilShown();
    await page.goto('/driver-timeclock');
    const button = page.getByTestId('punch-button');
    await page.getByText('You are clocked out.').waitFor();
    expect(await button.textContent()).toBe('Clock in');
    await button.click();
    await page.getByText(/^Clocked in since /).waitFor();
    await page.getByTestId('running-shift').waitFor();
    expect(await page.getByTestId('running-shift').textContent()).toMatch(/^0:0\d:\d\d$/);
    expect(await button.textContent()).toBe('Clock out');
    expect((await api('GET', '/me/timeclock', { as: RED_MESA.driver })).body.open).not.toBeNull();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);

    await button.click();
    await page.getByText('You are clocked out.').waitFor();
    expect(await page.getByTestId('today-hours').textContent()).toMatch(/^\d+:\d\d$/);
    expect(await page.getByTestId('week-hours').textContent()).toMatch(/^\d+:\d\d$/);
    const state = (await api('GET', '/me/timeclock', { as: RED_MESA.driver })).body;
    expect(state.open).toBeNull();
    expect(await page.getByTestId('week-hours').textContent()).toBe(`${Math.floor(state.weekMinutes / 60)}:${String(state.weekMinutes % 60).padStart(2, '0')}`);

    // Without a connection the punch is kept on the phone and sent, the same punch, once it is back.
    await page.context().setOffline(true);
    await page.getByTestId('punch-button').click();
    await page.getByTestId('pending-punch').waitFor();
    expect((await api('GET', '/me/timeclock', { as: RED_MESA.driver })).body.open).toBeNull();
    await page.context().setOffline(false);
    await page.getByText(/^Clocked in since /).waitFor({ timeout: 30_000 });
    expect((await api('GET', '/me/timeclock', { as: RED_MESA.driver })).body.open).not.toBeNull();
    await page.getByTestId('punch-button').click();
    await page.getByText('You are clocked out.').waitFor();
  });

  it('dispatch approves a driver\'s week on the time card admin and sees who approved it', async () => {
    const dispatch = demoSignIn(3);
    const admin = await chromiumSession.open(DESKTOP);
    await signInAs(admin, dispatch);
    await new AdminShell(admin).waitUntilShown();
    await admin.goto('/timecard-admin');
    // The driver's punches above left his week closed and in need of approval.
    await admin.getByTestId('week-ending').waitFor();
    const week = (await api('GET', `/timecards?weekEnding=${await weekEndingShown(admin)}`, { as: RED_MESA.dispatch })).body;
    const driver = week.drivers.find((d: { DriverID: string }) => d.DriverID === '1004500');
    // The status reads on one line on a laptop's width: "Not approved" never breaks inside a word (it showed "Not approve / d").
    await admin.setViewportSize({ width: 1024, height: 768 });
    const lines = await admin.getByText('Not approved', { exact: true }).first().evaluate((el) => {
      const range = el.ownerDocument.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
    await admin.getByRole('button', { name: `Approve week ${driver.name}` }).click();
    await admin.getByText('Approved by Priya Natarajan').first().waitFor();
    const after = (await api('GET', `/timecards/1004500?weekEnding=${week.weekEnding}`, { as: RED_MESA.dispatch })).body;
    expect(after.approval).toMatchObject({ approved: true, approvedBy: 'Priya Natarajan' });
  });
});

async function weekEndingShown(admin: Page): Promise<string> {
  const text = (await admin.getByTestId('week-ending').textContent()) ?? '';
  const [m, d, y] = text.replace('Week ending ', '').split('/');
  return `${y}-${m}-${d}`;
}
