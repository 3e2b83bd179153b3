import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AdminShell } from './pages/admin-shell.ts';
import { chromiumPerFile, currentPath, demoSignIn, PHONE } from './pages/browser.ts';
import { DocumentManager, MyDocumentsPage, PdfViewer } from './pages/documents-pages.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { signInAs } from './pages/kept-session.ts';

const chromiumSession = chromiumPerFile();
let page: Page;

describe('documents in Chromium', () => {
  it("lets a driver on a 390 px phone open his tractor's registration in the viewer", async () => {
    const driver = demoSignIn(8);
    page = await chromiumSession.open(PHONE);
    await signInAs(page, driver);
    await new DriverShell(page).waitUntilShown();
    // Red Mesa keeps time, so Documents sits in the More menu.
    await page.getByRole('navigation', { name: 'Driver menu' }).getByRole('button', { name: 'More' }).click();
    await page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'Documents' }).click();
    await page.waitForURL((url) => url.pathname === '/tractor-documents');

    const documents = new MyDocumentsPage(page);
    const tractorId = await documents.tractorId();
    expect(tractorId).toMatch(/^4102\d\d$/);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);

    await documents.open('Registration (cab card)');
    await page.waitForURL((url) => url.pathname === '/pdf-viewer');
    expect(new URL(page.url()).searchParams.get('documentId')).toBe(`demo-tractor-${tractorId}-registration`);
    const viewer = new PdfViewer(page);
    const source = await viewer.frameSource();
    // The frame shows the stored PDF itself, from a link that expires.
    const file = await page.request.get(source);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(source).toContain('X-Amz-Expires=300');
    expect(await viewer.download().getAttribute('href')).toContain('attachment');
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);

    await viewer.back();
    await page.waitForURL((url) => url.pathname === '/tractor-documents');
    expect(currentPath(page)).toBe('/tractor-documents');
  });

  it('shows the driver nothing for another driver’s document id put in the address', async () => {
    const driver = demoSignIn(8);
    page = await chromiumSession.open(PHONE);
    await signInAs(page, driver);
    await new DriverShell(page).waitUntilShown();
    await page.goto('/pdf-viewer?documentId=demo-driver-1004501-other&from=/tractor-documents');
    await page.getByText('Document not found.').waitFor();
    expect(await new PdfViewer(page).frame().count()).toBe(0);
  });

  it('lists expired documents first in the Document Manager, with counts that add up to the rows', async () => {
    const shop = demoSignIn(4);
    page = await chromiumSession.open();
    await signInAs(page, shop);
    await new AdminShell(page).waitUntilShown();
    const manager = await new DocumentManager(page).open();
    const statuses = await manager.statuses();
    expect(statuses[0]).toBe('Expired');
    // A CDL or medical card without a date reads Missing and sorts with the papers without expiry.
    const order = ['Expired', 'Expiring', 'Valid', 'No expiry'];
    const ranks = statuses.map((s) => order.indexOf(s === 'Missing' ? 'No expiry' : s));
    expect(ranks.every((r) => r >= 0)).toBe(true);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const counts = await Promise.all(['expired', 'expiring', 'valid', 'no-expiry'].map((s) => manager.count(s)));
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(await manager.count('total'));
  });
});
