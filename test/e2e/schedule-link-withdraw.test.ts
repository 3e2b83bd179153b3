import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, RED_MESA } from '../support/tokens.ts';
import { chromiumPerFile, demoSignIn, PHONE } from './pages/browser.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { signInAs } from './pages/kept-session.ts';
import { describeTargets, smallTapTargets } from './pages/tap-targets.ts';

const chromiumSession = chromiumPerFile();

async function scrollWidth(page: Page): Promise<number> {
  return (await page.evaluate('document.documentElement.scrollWidth')) as number;
}

/** Every control the thumb would miss (under 44 × 44 px). */
async function smallControls(page: Page, screen: string): Promise<string[]> {
  return describeTargets(screen, await smallTapTargets(page));
}

async function opens(token: string): Promise<number> {
  return (await api('GET', '/schedule-link/schedule', { headers: { 'x-schedule-link': token } })).status;
}

describe('a driver withdraws his schedule link', () => {
  it('makes a link on a 390 px phone, sees it live in his links, withdraws it after confirming (every control a thumb\'s size), and the link opens nothing from then on', async () => {
    const page = await chromiumSession.open(PHONE);
    await signInAs(page, demoSignIn(8));
    await new DriverShell(page).waitUntilShown();
    await page.goto('/driver-schedule');
    await page.getByRole('button', { name: 'Make a link to this schedule' }).click();
    const address = (await page.getByText(/\/driver-schedule#link=/).textContent()) ?? '';
    const token = decodeURIComponent(address.slice(address.indexOf('#link=') + '#link='.length).trim());
    const linkId = token.split('.')[2]!;
    expect(await opens(token)).toBe(200);

    const links = page.getByRole('table', { name: 'My schedule links' });
    await links.getByText('Live').first().waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await smallControls(page, 'My schedule links')).toEqual([]);
    // Newest first: the link just made is the first row's.
    await links.getByRole('button', { name: /^Withdraw the link made / }).first().click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Whoever has this link can no longer open your schedule. This cannot be undone.').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await smallControls(page, 'Withdraw this link?')).toEqual([]);
    await confirm.getByRole('button', { name: 'Withdraw link' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await links.getByText(/^Withdrawn \d\d\/\d\d\/\d{4}/).first().waitFor();

    const mine = (await api('GET', '/me/schedule-links', { as: RED_MESA.driver })).body.links as Array<{ linkId: string; state: string }>;
    expect(mine.find((l) => l.linkId === linkId)?.state).toBe('revoked');
    expect(await opens(token)).toBe(401);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });
});
