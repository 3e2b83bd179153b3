import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { RecordView } from '#shared/maintenance/api';
import { api, RED_MESA } from '../support/tokens.ts';
import { AdminShell } from './pages/admin-shell.ts';
import { chromiumPerFile, demoSignIn, PHONE } from './pages/browser.ts';
import { ImportsPage } from './pages/imports-page.ts';
import { signInAs } from './pages/kept-session.ts';
import { MaintenancePage } from './pages/maintenance-pages.ts';
import { NotForYourRole } from './pages/not-for-your-role.ts';

const chromiumSession = chromiumPerFile();
let page: Page;

const HEADER = 'VehicleID,ServiceDate,ServiceNo,ServiceProvider,ServiceStatus,status,isPM,serviceType,odometer,PartsCost,LabourCost,notes,filename,id';
const NEW_PROVIDER = 'Desert Tire and Brake';
const EDITED_PROVIDER = 'Desert Tire and Brake, Tucson';

/** Two new records on a demo tractor and one row over the demo's tires job in the shop (same tractor, date and id). */
function shopFile(tires: RecordView, odometer: string): string {
  return [
    HEADER,
    `${tires.VehicleID},2025-02-10,E2E-IMP-1,Rush Truck Center,Completed,filed,yes,PM A,${odometer},210.40,312.50,"Oil, filters",,`,
    `${tires.VehicleID},2025-02-24,E2E-IMP-2,Rush Truck Center,Completed,filed,no,Brakes,,480.00,220.00,Rear brake shoes,,`,
    `${tires.VehicleID},${tires.ServiceDate},${tires.ServiceNo},${NEW_PROVIDER},In Progress,not filed,no,Tires,,,,,,${tires.id}`,
  ].join('\r\n');
}

describe('imports in Chromium', () => {
  it('refuses a maintenance file with a bad cell by row and column, imports the fixed file with its update, and rolls it back to the old record', { timeout: 240_000 }, async () => {
    const { body } = await api<{ records: RecordView[] }>('GET', '/maintenance/records?list=in-progress', { as: RED_MESA.shop });
    const tires = body.records.find((r) => r.serviceType === 'Tires');
    expect(tires, 'the demo has a tires job in the shop').toBeDefined();
    const oldProvider = tires!.ServiceProvider;
    expect(oldProvider).not.toBe(NEW_PROVIDER);

    const shop = demoSignIn(4);
    page = await chromiumSession.open();
    await signInAs(page, shop);
    await new AdminShell(page).waitUntilShown();

    // From the maintenance page to the Imports page with the type chosen.
    await new MaintenancePage(page).open();
    await page.getByRole('link', { name: 'Import from a spreadsheet: Maintenance records' }).click();
    await page.waitForURL((url) => url.pathname === '/imports' && url.searchParams.get('type') === 'maintenance');
    const imports = await new ImportsPage(page).waitUntilShown();
    await page.getByRole('table', { name: 'Columns: Maintenance records' }).getByText('ServiceProvider', { exact: true }).waitFor();
    expect((await imports.template()).replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(HEADER);

    // Row 2's odometer is not a number: the dry run names row and column and offers no import.
    await imports.check('shop-history-bad.csv', shopFile(tires!, '41x900'));
    await page.getByText('Nothing was imported. Fix the rows below and upload the file again.').waitFor();
    const errorRow = imports.errors().getByRole('row').filter({ hasText: 'odometer' });
    await errorRow.waitFor();
    expect(await errorRow.getByRole('cell').first().textContent()).toBe('2');
    expect(await imports.confirmButton().count()).toBe(0);
    const untouched = await api<{ records: RecordView[] }>('GET', '/maintenance/records?list=in-progress', { as: RED_MESA.shop });
    expect(untouched.body.records.find((r) => r.id === tires!.id)?.ServiceProvider).toBe(oldProvider);

    // The fixed file: two records to create and the tires job to update, its provider before → after.
    await imports.check('shop-history.csv', shopFile(tires!, '418900'));
    await imports.changes().waitFor();
    expect(await imports.changes().getByRole('row').filter({ hasText: 'Create' }).count()).toBe(2);
    const update = imports.changes().getByRole('row').filter({ hasText: 'Update' });
    await update.getByText(NEW_PROVIDER).waitFor();
    expect(await update.textContent()).toContain(oldProvider);
    expect(await imports.confirmButton().textContent()).toBe('Import 3 rows');
    await imports.confirmAndWait();
    await imports.history().getByRole('row').filter({ hasText: 'shop-history.csv' }).getByText('Completed').waitFor();

    const maintenance = await new MaintenancePage(page).open();
    const job = page.getByRole('row').filter({ hasText: tires!.ServiceNo });
    await job.getByText(NEW_PROVIDER).waitFor();
    // The shop edits the job after the import: the rollback warns that this edit is lost with it.
    await job.getByRole('button', { name: tires!.VehicleID }).click();
    const editor = page.getByRole('dialog');
    await editor.getByRole('textbox', { name: 'Service provider' }).fill(EDITED_PROVIDER);
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'detached' });
    await job.getByText(EDITED_PROVIDER).waitFor();

    // Roll back from the history: the dialog says what it undoes and warns of the edit, then the import ends rolled back.
    await page.goto('/imports');
    await imports.waitUntilShown();
    const said = await imports.rollBack('shop-history.csv');
    expect(said).toContain('Records this import created are removed');
    expect(said).toContain('1 record of this import changed since it was imported');
    expect(said).toContain('Row 4 of shop-history.csv');
    await imports.history().getByRole('row').filter({ hasText: 'shop-history.csv' }).getByText('Rolled back').waitFor();
    await imports.filter('Status', 'Rolled back');
    await imports.history().getByRole('row').filter({ hasText: 'shop-history-bad.csv' }).waitFor({ state: 'detached' });
    await imports.history().getByRole('row').filter({ hasText: 'shop-history.csv' }).waitFor();

    await maintenance.open();
    const row = page.getByRole('row').filter({ hasText: tires!.ServiceNo });
    await row.waitFor();
    expect(await row.textContent()).toContain(oldProvider || '—');
    expect(await row.textContent()).not.toContain(NEW_PROVIDER);
    expect(await row.textContent()).not.toContain(EDITED_PROVIDER);
    const after = await api<{ records: RecordView[] }>('GET', '/maintenance/records?list=completed', { as: RED_MESA.shop });
    expect(after.body.records.filter((r) => r.ServiceNo.startsWith('E2E-IMP-'))).toEqual([]);
  });

  it('shows a driver the plain page for other roles on /imports, with no call for the history', async () => {
    const driver = demoSignIn(8);
    page = await chromiumSession.open(PHONE);
    await signInAs(page, driver);
    const refusal = new NotForYourRole(page);
    expect(await refusal.open('/imports')).toMatch(/ is for /);
    expect(refusal.calls().filter((path) => path.startsWith('/imports'))).toEqual([]);
  });
});
