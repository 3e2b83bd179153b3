import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPerFile, demoSignIn, PHONE } from './pages/browser.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { signInAs } from './pages/kept-session.ts';

const chromiumSession = chromiumPerFile();
let page: Page;

describe("the driver's papers on Drive", () => {
  it('warns Jake on his Drive screen that his medical card expired, and takes him to his documents', async () => {
    const driver = demoSignIn(8);
    page = await chromiumSession.open(PHONE);
    await signInAs(page, driver);
    await new DriverShell(page).waitUntilShown();
    await page.waitForURL((url) => url.pathname === '/driver-dashboard');

    // The seed gives Jake (1004500) a medical card that expired on 01/10/2026 and a CDL good until 01/15/2027.
    const alerts = page.getByTestId('document-alert');
    await alerts.first().waitFor();
    expect(await alerts.allTextContents()).toEqual(['Your medical card expired on 01/10/2026 — give the office a new one']);
    expect(await page.evaluate('document.scrollingElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('button', { name: 'Open my documents' }).click();
    await page.waitForURL((url) => url.pathname === '/tractor-documents');
    const own = page.locator('li', { hasText: 'Medical card' });
    await own.waitFor();
    expect(await own.textContent()).toContain('Expired');
  });
});
