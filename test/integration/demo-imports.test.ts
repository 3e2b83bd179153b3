import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IMPORTS, DEMO_IMPORT_UPDATED_TRACTOR } from '#lib/local/seed/demo-imports';
import { RED_MESA } from '#lib/local/seed/demo-companies';
import { demoDrivers } from '#lib/local/seed/demo-fleet';
import { importsFlow } from '../support/imports-flow.ts';
import { startOwnCloud, type OwnCloud } from '../support/own-cloud.ts';

/**
 * The demo company's import history as the seed leaves it: imports of several types, made through the
 * import workflows' tasks, that open, export and roll back like any import. A cloud of this file's own:
 * the test rolls the seeded maintenance import back.
 */
const OWNER = 'owner@redmesa.test';
const SHOP = 'shop@redmesa.test';
const COMPANY = RED_MESA.companyId;
let own: OwnCloud;
let shop: ReturnType<typeof importsFlow>;

beforeAll(async () => {
  own = await startOwnCloud('demo-imports-test-');
  shop = importsFlow(own, SHOP);
}, 120_000);

afterAll(async () => {
  await own?.stop();
});

type View = { importBatchId: string; importType: string; status: string; importedBy: string; importedAt: string; stats: Record<string, number>; canRollBack: boolean; canExport: boolean };

describe('the demo company\'s import history', () => {
  it('lists imports of several types with their stats, by the owner and the shop manager over the last weeks', async () => {
    const history = await own.call(OWNER, 'GET', '/imports');
    expect(history.status).toBe(200);
    const byId = new Map<string, View>(history.body.imports.map((i: View) => [i.importBatchId, i]));
    expect(byId.get(DEMO_IMPORTS.vehicle)).toMatchObject({ importType: 'vehicle', status: 'completed', importedBy: 'Dana Whitfield', stats: { totalRows: 1, createCount: 0, updateCount: 1, errorCount: 0 }, canRollBack: true, canExport: false });
    expect(byId.get(DEMO_IMPORTS.driver)).toMatchObject({ importType: 'driver', status: 'completed', importedBy: 'Dana Whitfield', stats: { totalRows: 3, updateCount: 3, errorCount: 0 }, canRollBack: true });
    expect(byId.get(DEMO_IMPORTS.refused)).toMatchObject({ importType: 'maintenance', status: 'failed', importedBy: 'Luis Ortega', stats: { totalRows: 4, errorCount: 2 }, canRollBack: false, canExport: false });
    expect(byId.get(DEMO_IMPORTS.maintenance)).toMatchObject({ importType: 'maintenance', status: 'completed', importedBy: 'Luis Ortega', stats: { totalRows: 4, createCount: 3, updateCount: 1, errorCount: 0 }, canRollBack: true, canExport: true });
    expect(byId.get(DEMO_IMPORTS.rolledBack)).toMatchObject({ importType: 'driver', status: 'rolled-back', rolledBackBy: 'Dana Whitfield', canRollBack: false });
    const demo = [...byId.values()].filter((i) => Object.values<string>(DEMO_IMPORTS).includes(i.importBatchId));
    expect(new Set(demo.map((i) => i.importType)).size).toBeGreaterThanOrEqual(3);
    const weeksAgo = demo.map((i) => (Date.now() - Date.parse(i.importedAt)) / 86_400_000);
    expect(Math.min(...weeksAgo)).toBeGreaterThan(1);
    expect(Math.max(...weeksAgo)).toBeLessThan(35);
    expect(history.body.stats).toMatchObject({ failedImports: 1, rolledBackImports: 1 });
    expect(history.body.stats.successfulImports).toBeGreaterThanOrEqual(4);

    // The refused file names its rows and columns, and the shop manager sees only the types of his role.
    const refused = await shop.call('GET', `/imports/${DEMO_IMPORTS.refused}`);
    expect(refused.body.rowErrors).toEqual([
      { row: 3, column: 'VehicleID', reason: 'Tractor 410299 is not in the tractor list.' },
      expect.objectContaining({ row: 4, column: 'LabourCost' }),
    ]);
    const shopHistory = await shop.call('GET', '/imports');
    expect(new Set(shopHistory.body.imports.map((i: View) => i.importType))).toEqual(new Set(['maintenance', 'vehicle']));
  });

  it('left what the imports wrote: the tractor\'s new plate, and the drivers of the rolled-back file as they were', async () => {
    const { tractorEntity } = await import('#lambdas/data/entities/tractor');
    const { driverEntity } = await import('#lambdas/data/entities/driver');
    expect((await tractorEntity().get({ companyId: COMPANY, VehicleID: '410206' }).go()).data).toMatchObject({ LicensePlateNo: 'AZ 7RM-4120', FuelCardNo: '7083 0500 4490' });
    const seeded = new Map(demoDrivers(RED_MESA).map((d) => [d.DriverID, d]));
    for (const DriverID of ['1004509', '1004513']) {
      expect((await driverEntity().get({ companyId: COMPANY, DriverID }).go()).data?.Phone).toBe(seeded.get(DriverID)!.Phone);
    }
    expect((await driverEntity().get({ companyId: COMPANY, DriverID: '1004503' }).go()).data?.cdlExpDate).toBe('2030-03-15');
  });

  it('opens the seeded maintenance import with its changes, exports it, and its rollback restores the demo record it updated', async () => {
    const detail = await shop.call('GET', `/imports/${DEMO_IMPORTS.maintenance}`);
    const update = detail.body.preview.find((p: { action: string }) => p.action === 'update');
    expect(update.label).toContain(`Tractor ${DEMO_IMPORT_UPDATED_TRACTOR}`);
    expect(update.fields).toContainEqual({ column: 'LabourCost', before: '150', after: '165' });
    const exported = await shop.call('GET', `/imports/${DEMO_IMPORTS.maintenance}/export`);
    expect(exported.status, JSON.stringify(exported.body)).toBe(200);
    const csv = (await (await fetch(exported.body.url)).text()).trim().split('\r\n');
    expect(csv).toHaveLength(1 + 4);
    expect(csv.some((line) => line.startsWith('410202,') && line.includes('RO-58231'))).toBe(true);

    const { maintenanceRecordEntity } = await import('#lambdas/data/entities/maintenance-record');
    const annual = async () => {
      const { data } = await maintenanceRecordEntity().query.byVehicle({ companyId: COMPANY, VehicleID: DEMO_IMPORT_UPDATED_TRACTOR }).go({ pages: 'all' });
      return data.find((r) => r.serviceType === 'Annual inspection')!;
    };
    expect(await annual()).toMatchObject({ importBatchId: DEMO_IMPORTS.maintenance, labourTotal: 165, version: 2 });
    expect((await shop.call('POST', '/maintenance/search', { searchTerm: 'RO-58231' })).body.results).toHaveLength(1);
    expect((await shop.call('GET', `/imports/${DEMO_IMPORTS.maintenance}/rollback-check`)).body).toEqual({ changedSinceImport: 0, changedExamples: [], laterImports: [] });

    expect(await shop.rollback(DEMO_IMPORTS.maintenance)).toMatchObject({ status: 'rolled-back', rolledBackBy: 'Luis Ortega' });
    const restored = await annual();
    expect(restored).toMatchObject({ labourTotal: 150, total: 150, notes: '', updatedBy: 'Demo setup', version: 1, costLines: [{ kind: 'labour', description: 'Annual DOT inspection', amount: 150 }] });
    expect(restored.importBatchId).toBeUndefined();
    expect((await shop.call('POST', '/maintenance/search', { searchTerm: 'RO-58231' })).body.results).toEqual([]);
    expect((await shop.call('POST', `/imports/${DEMO_IMPORTS.maintenance}/rollback`, { acceptWarnings: true })).status).toBe(409);
  });
});
