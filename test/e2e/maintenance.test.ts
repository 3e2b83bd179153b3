import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, RED_MESA } from '../support/tokens.ts';
import { AdminShell } from './pages/admin-shell.ts';
import { chromiumPerFile, demoSignIn, DESKTOP, PHONE } from './pages/browser.ts';
import { DriverShell } from './pages/driver-shell.ts';
import { signInAs } from './pages/kept-session.ts';
import { MaintenancePage, ServiceManagerPage } from './pages/maintenance-pages.ts';

const chromiumSession = chromiumPerFile();
let page: Page;

/** Red Mesa's eleventh tractor: its PM A is overdue in the demo (25,000 mi / 90 days since the last). */
const TRACTOR = '410210';
const PM = 'PM A (oil and filters)';

describe('maintenance in Chromium', () => {
  it('lets a shop manager find a tractor, record its PM service and see the reminder turn OK', async () => {
    const shop = demoSignIn(4);
    // A reader whose clock is most of a day ahead of Phoenix: the new record is still dated Red Mesa's today.
    page = await chromiumSession.open(DESKTOP, { timeZone: 'Pacific/Kiritimati' });
    await signInAs(page, shop);
    await new AdminShell(page).waitUntilShown();
    const maintenance = await new MaintenancePage(page).open();
    await maintenance.search(TRACTOR);
    await maintenance.results().getByRole('row').nth(1).waitFor();
    await maintenance.openTractor(TRACTOR);
    await maintenance.reminderRow(PM).getByText('Overdue').waitFor();

    // Serviced at the tractor's reading now: other files tick the shared feed on past the odometer the
    // reminder was judged on, and a record below the latest reading is refused.
    const judged = Number((await maintenance.reminderRow(PM).getByRole('cell').nth(3).textContent())!.replaceAll(',', ''));
    const tractor = await api<{ LatestOdometer?: number }>('GET', `/fleet/tractors/${TRACTOR}`, { as: RED_MESA.shop });
    expect(tractor.status).toBe(200);
    const latest = tractor.body.LatestOdometer ?? 0;
    const odometer = Math.ceil(Math.max(judged, latest));
    expect(odometer).toBeGreaterThan(0);
    await maintenance.recordPmService(TRACTOR, odometer);
    await maintenance.reminderRow(PM).getByText('OK', { exact: true }).waitFor();
    // The new record heads the tractor's history with its total.
    await page.getByRole('row').filter({ hasText: '$314.75' }).first().waitFor();
  });

  it('searches by provider in any case, newest first', async () => {
    const shop = demoSignIn(4);
    page = await chromiumSession.open();
    await signInAs(page, shop);
    await new AdminShell(page).waitUntilShown();
    const maintenance = await new MaintenancePage(page).open();
    await maintenance.search('rush truck');
    await maintenance.results().getByRole('row').nth(1).waitFor();
    const providers = await maintenance.results().getByRole('row').allTextContents();
    expect(providers.slice(1).every((row) => row.includes('Rush Truck Center'))).toBe(true);
    await maintenance.search('no such thing 000');
    await page.getByText('Nothing found.').waitFor();
  });

  it('voids a record entered by mistake: asked why, it then reads as voided, read-only, and leaves the in-progress list for the voided one', async () => {
    const ServiceNo = `E2EVOID${Date.now().toString(36).toUpperCase()}`;
    const ServiceDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Phoenix' }).format(new Date());
    const created = await api('POST', '/maintenance/records', { as: RED_MESA.shop, body: { id: `e2e-${ServiceNo}`, VehicleID: TRACTOR, ServiceDate, ServiceNo, serviceType: 'Wrong tractor' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    page = await chromiumSession.open();
    await signInAs(page, demoSignIn(4));
    await new AdminShell(page).waitUntilShown();
    const maintenance = await new MaintenancePage(page).open();
    const voided = await maintenance.voidRecord(ServiceNo, TRACTOR, 'Entered on the wrong tractor');
    await voided.getByText(/^Voided by .+ on \d{2}\/\d{2}\/\d{4}: Entered on the wrong tractor$/).waitFor();
    expect(await voided.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await voided.getByRole('textbox').count()).toBe(0);
    await voided.getByRole('button', { name: 'Close' }).last().click();
    const inProgress = await maintenance.filterList('In progress', ServiceNo);
    await inProgress.getByText('No records.').or(inProgress.getByText('Nothing found.')).first().waitFor();
    const voidedList = await maintenance.filterList('Voided', ServiceNo);
    await voidedList.getByRole('row').filter({ hasText: ServiceNo }).getByText(/Voided by .+: Entered on the wrong tractor/).waitFor();
  });

  it("shows the driver's service manager on a 390 px phone and sends a tractor to the shop", async () => {
    const driver = demoSignIn(8);
    page = await chromiumSession.open(PHONE);
    await signInAs(page, driver);
    await new DriverShell(page).waitUntilShown();
    const service = await new ServiceManagerPage(page).open();
    const tractors = await service.tractorIds();
    expect(tractors.length).toBeGreaterThan(0);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
    const target = tractors[tractors.length - 1]!.trim();
    await service.requestService(target, 'Check engine light on since Tucson');
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(PHONE.width);
  });
});
