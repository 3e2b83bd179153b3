import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { templateCsv } from '#shared/imports/template';
import { startOwnCloud, type OwnCloud } from '../support/own-cloud.ts';
import { importsFlow } from '../support/imports-flow.ts';
import { rawItems } from '../support/raw-items.ts';

/**
 * Maintenance imports through the API and the local Step Functions: dry run, confirm, rollback, and
 * what a retried chunk and a broken file leave in the table. A cloud of this file's own, so the tests can
 * read the raw table and run a chunk task directly.
 */
const SHOP = 'shop@redmesa.test';
const COMPANY = 'red-mesa-freight';
let own: OwnCloud;
let flow: ReturnType<typeof importsFlow>;

const HEADER = 'VehicleID,ServiceDate,ServiceNo,ServiceProvider,ServiceStatus,status,isPM,serviceType,odometer,PartsCost,LabourCost,notes,filename,id';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n') + '\r\n';

/** Every raw item of the company's maintenance records, by key, exactly as stored. */
async function maintenanceItems(): Promise<Map<string, Record<string, unknown>>> {
  const { tractorEntity } = await import('#lambdas/data/entities/tractor');
  const { maintenanceRecordEntity } = await import('#lambdas/data/entities/maintenance-record');
  // An import refuses a tractor that is not in the list, so the company's tractors hold all its records.
  const { data: tractors } = await tractorEntity().query.byVehicleId({ companyId: COMPANY }).go({ pages: 'all' });
  return rawItems(...tractors.map(({ VehicleID }) => maintenanceRecordEntity().query.byVehicle({ companyId: COMPANY, VehicleID }).params()));
}

function expectSame(after: Map<string, Record<string, unknown>>, before: Map<string, Record<string, unknown>>) {
  expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  for (const [key, item] of before) expect(after.get(key), key).toEqual(item);
}

beforeAll(async () => {
  own = await startOwnCloud('imports-maintenance-test-');
  flow = importsFlow(own, SHOP);
}, 120_000);

afterAll(async () => {
  await own?.stop();
});

describe('maintenance imports', () => {
  it('imports the template sample: the dry run shows the records it creates, the confirm writes them with the batch id', async () => {
    const checked = await flow.dryRun('maintenance', 'template.csv', templateCsv('maintenance'));
    expect(checked.status, JSON.stringify(checked.rowErrors)).toBe('ready');
    expect(checked.stats).toMatchObject({ totalRows: 3, createCount: 3, updateCount: 0, errorCount: 0 });
    expect(checked.preview.map((p: { action: string }) => p.action)).toEqual(['create', 'create', 'create']);
    const { maintenanceRecordEntity } = await import('#lambdas/data/entities/maintenance-record');
    const before = await maintenanceRecordEntity().query.byVehicle({ companyId: COMPANY, VehicleID: '410200' }).begins({ ServiceDate: '2025-03-14' }).go();
    expect(before.data.filter((r) => r.id === 'RushTruckCenter-INV-1001')).toEqual([]);

    const done = await flow.confirm(checked.importBatchId);
    expect(done).toMatchObject({ status: 'completed', progress: { done: 1, total: 1 }, canRollBack: true, canExport: true });
    const after = await maintenanceRecordEntity().query.byVehicle({ companyId: COMPANY, VehicleID: '410200' }).begins({ ServiceDate: '2025-03-14' }).go();
    expect(after.data.find((r) => r.importBatchId === checked.importBatchId)).toMatchObject({ ServiceNo: 'INV-1001', partsTotal: 1234.5, labourTotal: 380, total: 1614.5, Vin: expect.any(String), listName: 'completed' });
    expect((await flow.call('POST', `/imports/${checked.importBatchId}/confirm`)).status).toBe(409);
    // The batch's months are in the search index, as after a save on the form.
    const found = await flow.call('POST', '/maintenance/search', { searchTerm: 'INV-1001' });
    expect(found.body.results.map((r: { VehicleID: string }) => r.VehicleID)).toContain('410200');
  });

  it('refuses a file with one bad cell, naming its row and column, and writes nothing', async () => {
    const itemsBefore = await maintenanceItems();
    const checked = await flow.dryRun('maintenance', 'bad.csv', csv(
      '410202,2025-05-01,INV-2001,Rush Truck Center,Completed,filed,no,Brakes,400100,100.00,50.00,ok,,',
      '410202,2025-05-02,INV-2002,Rush Truck Center,Completed,filed,no,Brakes,400200,12.3.4,50.00,broken parts cost,,',
    ));
    expect(checked.status).toBe('failed');
    expect(checked.stats.errorCount).toBe(1);
    expect(checked.rowErrors).toEqual([expect.objectContaining({ row: 3, column: 'PartsCost' })]);
    expect((await flow.call('POST', `/imports/${checked.importBatchId}/confirm`)).status).toBe(409);
    expect(await maintenanceItems()).toEqual(itemsBefore);
  });

  it('names a tractor that is not in the list as an error of VehicleID', async () => {
    const checked = await flow.dryRun('maintenance', 'unknown-tractor.csv', csv('999999,2025-05-01,INV-3001,Shop,Completed,filed,no,Brakes,1,1.00,1.00,,,'));
    expect(checked.status).toBe('failed');
    expect(checked.rowErrors).toEqual([{ row: 2, column: 'VehicleID', reason: 'Tractor 999999 is not in the tractor list.' }]);
  });

  it('reports every problem of a row at once: an unknown tractor beside its bad cells and words, one error a column', async () => {
    const checked = await flow.dryRun('maintenance', 'many-problems.csv', csv('999999,2025-13-40,INV-3002,Shop,done,maybe,no,Brakes,lots,-5.00,ten,,,'));
    expect(checked.status).toBe('failed');
    expect(checked.rowErrors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
      [2, 'ServiceDate'], [2, 'odometer'], [2, 'LabourCost'], [2, 'ServiceStatus'], [2, 'status'], [2, 'PartsCost'], [2, 'VehicleID'],
    ]);
    expect(checked.stats.errorCount).toBe(7);
  });

  it('refuses a service dated after the company\'s today, as the form does, naming ServiceDate', async () => {
    const checked = await flow.dryRun('maintenance', 'future.csv', csv('410202,2030-01-15,INV-3003,Shop,Completed,filed,no,Brakes,,1.00,1.00,,,'));
    expect(checked.status).toBe('failed');
    expect(checked.rowErrors).toEqual([{ row: 2, column: 'ServiceDate', reason: expect.stringMatching(/^Service date 2030-01-15 is after today \(\d{4}-\d{2}-\d{2}\); a service is recorded once it is done\.$/) }]);
  });

  it('rolls back an import that created and updated records: every maintenance item is as before, and a second rollback is refused', async () => {
    await flow.imported('maintenance', 'first.csv', csv('410203,2025-06-01,INV-4001,Rush Truck Center,In Progress,not filed,no,Tires,500000,200.00,80.00,first visit,,'));
    const before = await maintenanceItems();
    const second = await flow.imported('maintenance', 'second.csv', csv(
      '410203,2025-06-01,INV-4001,Rush Truck Center,Completed,filed,no,Tires,500000,260.00,80.00,finished,,',
      '410203,2025-06-09,INV-4002,Rush Truck Center,Completed,filed,yes,PM A,501000,90.00,60.00,new,,',
    ));
    expect(second.checked.stats).toMatchObject({ createCount: 1, updateCount: 1 });
    const update = second.checked.preview.find((p: { action: string }) => p.action === 'update');
    expect(update.fields).toEqual(expect.arrayContaining([{ column: 'ServiceStatus', before: 'In Progress', after: 'Completed' }, { column: 'PartsCost', before: '200', after: '260' }]));
    expect(await maintenanceItems()).not.toEqual(before);

    const check = await flow.call('GET', `/imports/${second.checked.importBatchId}/rollback-check`);
    expect(check.body).toEqual({ changedSinceImport: 0, changedExamples: [], laterImports: [] });
    const rolled = await flow.rollback(second.checked.importBatchId);
    expect(rolled).toMatchObject({ status: 'rolled-back', rolledBackBy: expect.any(String), canRollBack: false });
    const after = await maintenanceItems();
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [key, item] of before) expect(after.get(key), key).toEqual(item);
    const search = await flow.call('POST', '/maintenance/search', { searchTerm: 'INV-4002' });
    expect(search.body.results).toEqual([]);

    const again = await flow.call('POST', `/imports/${second.checked.importBatchId}/rollback`, { acceptWarnings: true });
    expect(again).toMatchObject({ status: 409, body: { message: 'This import was already rolled back.' } });
  });

  it('puts a tractor in the shop when the import adds its in-progress record, and back in service after the rollback', async () => {
    const { tractorEntity } = await import('#lambdas/data/entities/tractor');
    const { maintenanceRecordEntity } = await import('#lambdas/data/entities/maintenance-record');
    const candidates = ['410210', '410211', '410212', '410213', '410214'];
    let VehicleID: string | undefined;
    for (const id of candidates) {
      const { data: tractor } = await tractorEntity().get({ companyId: COMPANY, VehicleID: id }).go();
      const { data: open } = await maintenanceRecordEntity().query.byVehicle({ companyId: COMPANY, VehicleID: id }).where((attr, { eq }) => eq(attr.ServiceStatus, 'In Progress')).go({ pages: 'all' });
      if (tractor?.serviceState === 'in-service' && open.length === 0) VehicleID = id;
    }
    expect(VehicleID, 'a demo tractor in service with no open record').toBeDefined();
    const state = async () => (await tractorEntity().get({ companyId: COMPANY, VehicleID: VehicleID! }).go()).data?.serviceState;
    const done = await flow.imported('maintenance', 'open.csv', csv(`${VehicleID},2025-09-03,INV-7001,Shop,In Progress,not filed,no,Tires,1,10.00,10.00,,,`));
    expect(await state()).toBe('in-shop');
    expect(await flow.rollback(done.checked.importBatchId, true)).toMatchObject({ status: 'rolled-back' });
    expect(await state()).toBe('in-service');
  });

  it('warns before rolling back an import whose records changed since, and a later import of the type', async () => {
    const first = await flow.imported('maintenance', 'warned.csv', csv('410204,2025-07-01,INV-5001,Shop,Completed,filed,no,Tires,1,10.00,10.00,,,'));
    await flow.imported('maintenance', 'later.csv', csv('410204,2025-07-01,INV-5001,Shop,Completed,filed,no,Tires,1,15.00,10.00,,,'));
    const check = await flow.call('GET', `/imports/${first.checked.importBatchId}/rollback-check`);
    expect(check.body).toMatchObject({ changedSinceImport: 1, laterImports: [expect.objectContaining({ fileName: 'later.csv' })] });
    const refused = await flow.call('POST', `/imports/${first.checked.importBatchId}/rollback`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('later.csv');
    expect((await flow.call('GET', `/imports/${first.checked.importBatchId}`)).body.status).toBe('completed');
  });

  it('writes a retried chunk once: the same items and the same ledger after a second run of the task', async () => {
    const checked = await flow.dryRun('maintenance', 'retried.csv', csv(
      '410205,2025-08-01,INV-6001,Shop,Completed,filed,no,Tires,1,10.00,10.00,,,',
      '410205,2025-08-02,INV-6002,Shop,Completed,filed,no,Tires,1,11.00,10.00,,,',
    ));
    expect(checked.status).toBe('ready');
    const { handler } = await import('#lambdas/workflows/import-write/write-chunk');
    const { ledgerParts } = await import('#lambdas/imports/pipeline/ledger');
    const { importHistoryEntity } = await import('#lambdas/data/entities/import-history');
    const input = { companyId: COMPANY, importBatchId: checked.importBatchId, importType: 'maintenance', importedBy: 'test', now: '2026-01-05T10:00:00.000Z', PayRunID: '', chunk: 0 };
    // As the confirm leaves it before the workflow's chunks run.
    await importHistoryEntity().patch({ companyId: COMPANY, importBatchId: checked.importBatchId }).set({ status: 'importing' }).go();
    await handler(input);
    const items = await maintenanceItems();
    const ledger = await ledgerParts(COMPANY, checked.importBatchId);
    await handler({ ...input, now: '2026-01-05T11:00:00.000Z' });
    expect(await maintenanceItems()).toEqual(items);
    expect(await ledgerParts(COMPANY, checked.importBatchId)).toEqual(ledger);
    expect(ledger).toHaveLength(1);
    expect((await importHistoryEntity().get({ companyId: COMPANY, importBatchId: checked.importBatchId }).go()).data?.chunksDone).toBe(1);
  });

  it('answers 404 for another company\'s batch and for a type above the caller\'s role, and 403 when he starts one', async () => {
    const checked = await flow.dryRun('maintenance', 'mine.csv', templateCsv('maintenance'));
    expect((await own.call('owner@blueridge.test', 'GET', `/imports/${checked.importBatchId}`)).status).toBe(404);
    expect((await own.call('owner@blueridge.test', 'POST', `/imports/${checked.importBatchId}/confirm`)).status).toBe(404);
    const payroll = await flow.call('POST', '/import-uploads', { importType: 'payroll', fileName: 'week.csv', size: 10 });
    expect(payroll.status).toBe(403);
    expect(payroll.body.message).toContain('Payroll');
    const history = await flow.call('GET', '/imports');
    expect(history.status).toBe(200);
    expect(history.body.imports.every((i: { importType: string }) => i.importType === 'maintenance' || i.importType === 'vehicle')).toBe(true);
  });

  it('reads held-out style files: odd headers, a BOM, a quoted line break and spreadsheet serial dates', async () => {
    const file = '\ufeff vehicle id ,Service Date,Invoice No,VENDOR,Service_Status,Filed,PM,Service Type,Mileage,Parts,Labor,Description,Extra Column\r\n'
      + '410206,45778,INV-7001,Rush Truck Center,completed,yes,no,Brakes,"600,100","$1,200.00",300,"two lines\r\nof notes",x\r\n';
    const checked = await flow.dryRun('maintenance', 'odd.csv', file);
    expect(checked.status, JSON.stringify(checked.rowErrors)).toBe('ready');
    expect(checked.unknownHeaders).toEqual(['Extra Column']);
    const done = await flow.confirm(checked.importBatchId);
    expect(done.status).toBe('completed');
    const { maintenanceRecordEntity } = await import('#lambdas/data/entities/maintenance-record');
    const { data } = await maintenanceRecordEntity().query.byVehicle({ companyId: COMPANY, VehicleID: '410206' }).go();
    expect(data.find((r) => r.importBatchId === checked.importBatchId)).toMatchObject({ ServiceDate: '2025-05-01', partsTotal: 1200, labourTotal: 300, odometer: 600100, notes: expect.stringMatching(/^two lines\r?\nof notes$/) });
  });

  it('exports what a completed import wrote as the template\'s CSV, which imports again with nothing to change', async () => {
    const { checked } = await flow.imported('maintenance', 'exported.csv', csv('410207,2025-09-01,INV-8001,Rush Truck Center,Completed,filed,yes,PM A,700000,120.50,80.00,"oil, filters",,'));
    const exported = await flow.call('GET', `/imports/${checked.importBatchId}/export`);
    expect(exported.status, JSON.stringify(exported.body)).toBe(200);
    expect(exported.body.fileName).toBe('exported-export.csv');
    const text = await (await fetch(exported.body.url)).text();
    const [header, row] = text.trim().split('\r\n');
    expect(header).toBe(HEADER);
    expect(row).toBe('410207,2025-09-01,INV-8001,Rush Truck Center,Completed,filed,yes,PM A,700000,120.5,80,"oil, filters",,RushTruckCenter-INV-8001');
    const again = await flow.dryRun('maintenance', 'again.csv', text);
    expect(again.stats).toMatchObject({ totalRows: 1, unchangedCount: 1, createCount: 0, updateCount: 0 });
  });

  it('removes completed imports older than the cleanup days with their ledger and files, and never failed or rolled-back ones', async () => {
    const { importHistoryEntity } = await import('#lambdas/data/entities/import-history');
    const { ledgerParts } = await import('#lambdas/imports/pipeline/ledger');
    const { readPreview } = await import('#lambdas/imports/pipeline/work-files');
    const old = await flow.imported('maintenance', 'old.csv', csv('410208,2025-10-01,INV-9001,Shop,Completed,filed,no,Tires,1,10.00,10.00,,,'));
    const rolled = await flow.imported('maintenance', 'old-rolled.csv', csv('410208,2025-10-02,INV-9002,Shop,Completed,filed,no,Tires,1,10.00,10.00,,,'));
    await flow.rollback(rolled.checked.importBatchId);
    const refused = await flow.dryRun('maintenance', 'old-refused.csv', csv('410208,2025-10-03,INV-9003,Shop,Completed,filed,no,Tires,1,x,10.00,,,'));
    const recent = await flow.imported('maintenance', 'recent.csv', csv('410208,2025-10-04,INV-9004,Shop,Completed,filed,no,Tires,1,10.00,10.00,,,'));
    const longAgo = new Date(Date.now() - 91 * 24 * 3600 * 1000).toISOString();
    for (const id of [old.checked.importBatchId, rolled.checked.importBatchId, refused.importBatchId]) {
      await importHistoryEntity().patch({ companyId: COMPANY, importBatchId: id }).set({ importedAt: longAgo }).go();
    }
    expect(await ledgerParts(COMPANY, old.checked.importBatchId)).toHaveLength(1);
    const { handler } = await import('#lambdas/jobs/remove-old-imports');
    expect((await handler({ companyId: COMPANY })).removed).toBeGreaterThanOrEqual(1);
    const left = async (id: string) => (await importHistoryEntity().get({ companyId: COMPANY, importBatchId: id }).go()).data?.status;
    expect(await left(old.checked.importBatchId)).toBeUndefined();
    expect(await ledgerParts(COMPANY, old.checked.importBatchId)).toEqual([]);
    expect(await readPreview(COMPANY, old.checked.importBatchId)).toEqual([]);
    expect(await left(rolled.checked.importBatchId)).toBe('rolled-back');
    expect(await left(refused.importBatchId)).toBe('failed');
    expect(await left(recent.checked.importBatchId)).toBe('completed');
  });

  it('leaves nothing of an import whose write breaks part way: the written chunk is undone, the ledger removed, the import failed', async () => {
    const rows = Array.from({ length: 600 }, (_, i) => `410209,2025-11-${String((i % 28) + 1).padStart(2, '0')},INV-F${i},Shop,Completed,filed,no,Tires,1,10.00,10.00,,,`);
    const checked = await flow.dryRun('maintenance', 'breaks.csv', csv(...rows));
    expect(checked).toMatchObject({ status: 'ready', progress: { total: 2 } });
    const before = await maintenanceItems();
    const { deleteObject } = await import('#lambdas/imports/uploads');
    const { chunkKey } = await import('#lambdas/imports/pipeline/work-files');
    const { ledgerParts } = await import('#lambdas/imports/pipeline/ledger');
    await deleteObject(chunkKey(COMPANY, checked.importBatchId, 1));
    const done = await flow.confirm(checked.importBatchId);
    expect(done.status).toBe('failed');
    expect(done.failureMessage).toContain('nothing of it was kept');
    // The chunk that was still writing when the import failed undoes its own rows when it finishes (write-chunk.ts).
    // The import reads failed as soon as the undo starts, and the table matches `before` for a moment between the
    // undo and that chunk's next puts: only a table that stays so for 3 s (12 reads) has seen the chunk finish.
    const wanted = [...before.keys()].sort();
    let steady = 0;
    await expect.poll(async () => {
      const same = JSON.stringify([...(await maintenanceItems()).keys()].sort()) === JSON.stringify(wanted);
      steady = same ? steady + 1 : 0;
      return steady;
    }, { timeout: 60_000, interval: 250 }).toBeGreaterThanOrEqual(12);
    expectSame(await maintenanceItems(), before);
    expect(await ledgerParts(COMPANY, checked.importBatchId)).toEqual([]);
  });

  it('imports an XLSX workbook with date cells and numbers as the spreadsheet stores them', async () => {
    const xlsx = await writeXlsxFile([
      [{ value: 'Unit' }, { value: 'Repair Date' }, { value: 'Invoice #' }, { value: 'Vendor' }, { value: 'Mileage' }, { value: 'Parts' }, { value: 'Labor' }],
      [{ value: 410211 }, { value: new Date(Date.UTC(2025, 2, 20)), format: 'mm/dd/yyyy' }, { value: 'INV-X1' }, { value: 'Loves' }, { value: 412345 }, { value: 99.9 }, { value: 45 }],
    ]).toBuffer();
    const checked = await flow.dryRun('maintenance', 'history.xlsx', new Uint8Array(xlsx));
    expect(checked.status, JSON.stringify(checked.rowErrors)).toBe('ready');
    expect((await flow.confirm(checked.importBatchId)).status).toBe('completed');
    const { maintenanceRecordEntity } = await import('#lambdas/data/entities/maintenance-record');
    const { data } = await maintenanceRecordEntity().query.byVehicle({ companyId: COMPANY, VehicleID: '410211' }).go();
    expect(data.find((r) => r.importBatchId === checked.importBatchId)).toMatchObject({ ServiceDate: '2025-03-20', odometer: 412345, partsTotal: 99.9, labourTotal: 45, id: 'Loves-INV-X1' });
  });
});
