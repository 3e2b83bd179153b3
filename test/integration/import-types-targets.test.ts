import { readFileSync } from 'node:fs';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cell, ImportTable, RowsRead } from '#shared/imports/read-table';
import { parseCsv } from '#shared/statement/csv';
import type { ImportContext, LedgerChange, PlannedRow, RawItem } from '#lambdas/imports/pipeline/target';
import { startOwnCloud, type OwnCloud } from '../support/own-cloud.ts';
import { FIXTURE_STATEMENT } from '../support/payroll-flow.ts';
import { waitFor } from '../support/poll.ts';

/**
 * The server side of payroll, IVMR, tractor expense rules, flat-rate payouts and Trimble imports against
 * a local cloud of this file's own: each target's check and plan on the stored data, its changes applied
 * and restored the way the import ledger applies and restores them (put `after`; put `before` back or
 * delete `after`), so what a rollback leaves is compared item by item.
 */
const COMPANY = 'red-mesa-freight';
const PAYROLL = 'payroll@redmesa.test';
let own: OwnCloud;
let documents: DynamoDBDocumentClient;

const context = (importBatchId: string, extra: Partial<ImportContext> = {}): ImportContext => ({ importBatchId, importedBy: 'Import Test', now: '2026-02-01T12:00:00.000Z', ...extra });
const rowsRead = <T>(values: T[]): RowsRead<T> => ({ rows: values.map((value, i) => ({ row: i + 2, value })), errors: [], skipped: 0 });
const changesOf = (planned: readonly PlannedRow[]) => planned.flatMap((p) => p.changes);

async function apply(changes: readonly LedgerChange[]): Promise<void> {
  const TableName = process.env.TABLE_NAME!;
  for (const c of changes) await documents.send(new PutCommand({ TableName, Item: c.after }));
}
async function restore(changes: readonly LedgerChange[]): Promise<void> {
  const TableName = process.env.TABLE_NAME!;
  for (const c of [...changes].reverse()) {
    if (c.before) await documents.send(new PutCommand({ TableName, Item: c.before }));
    else await documents.send(new DeleteCommand({ TableName, Key: { pk: c.after.pk, sk: c.after.sk } }));
  }
}
async function rawOf(keys: readonly { pk: string; sk: string }[]): Promise<RawItem[]> {
  const { readRaw, rawKey } = await import('#lambdas/imports/targets/raw-items');
  const found = await readRaw(keys);
  return keys.map((k) => found.get(rawKey(k))).filter((i): i is RawItem => i !== undefined);
}

beforeAll(async () => {
  own = await startOwnCloud('import-types-test-');
  const { dynamoClient } = await import('#lambdas/aws-clients');
  documents = DynamoDBDocumentClient.from(dynamoClient());
}, 120_000);

afterAll(async () => {
  await own?.stop();
});

describe('tractor expense rules', () => {
  it('refuses a tractor of another company by row and column, takes * for every tractor, and updates a known rule with its before and after', async () => {
    const { checkExpenseRules, planExpenseRules } = await import('#lambdas/imports/targets/tractor-expense-rules');
    const rows = [
      { VehicleID: '410200', expenseName: 'Truck payment', amount: 2150, basis: 'month' as const, startDate: '2025-01-01', endDate: '2029-12-31', notes: 'Lease' },
      { VehicleID: '*', expenseName: 'Insurance', amount: 412.5, basis: 'week' as const, startDate: '2025-01-01' },
      { VehicleID: '520302', expenseName: 'Permits', amount: 10, basis: 'month' as const, startDate: '2025-01-01' },
    ];
    const refused = await checkExpenseRules(COMPANY, rowsRead(rows));
    expect(refused.errors).toEqual([{ row: 4, column: 'VehicleID', reason: '520302 is not a tractor of this company (use * for every tractor)' }]);
    expect(refused.rows.map((r) => r.row)).toEqual([2, 3]);

    const first = await planExpenseRules(COMPANY, refused.rows, context('batch-rules-1'));
    expect(first.map((p) => p.action)).toEqual(['create', 'create']);
    await apply(changesOf(first));

    const again = await planExpenseRules(COMPANY, refused.rows, context('batch-rules-2'));
    expect(again.map((p) => p.action)).toEqual(['unchanged', 'unchanged']);

    const raised = [{ ...rows[0]!, amount: 2200 }, rows[1]!].map((value, i) => ({ row: i + 2, value }));
    const update = await planExpenseRules(COMPANY, raised, context('batch-rules-3'));
    expect(update[0]).toMatchObject({ action: 'update', fields: [{ column: 'Amount', before: '2150', after: '2200' }] });
    expect(update[1]!.action).toBe('unchanged');
    const before = await rawOf(changesOf(update).map((c) => c.after));
    await apply(changesOf(update));
    expect((await rawOf(changesOf(update).map((c) => c.after)))[0]!.amount).toBe(2200);
    await restore(changesOf(update));
    expect(await rawOf(changesOf(update).map((c) => c.after))).toEqual(before);
  });
});

describe('IVMR weeks', () => {
  const day = (VehicleID: string, date: string, state: string, odoStart: number, odoStop: number, drivenBy: string[] = ['1004500']) => ({
    WeekEnding: '2025-03-22', VehicleID, date, state, odoStart, odoStop, miles: odoStop - odoStart, drivenBy,
  });

  it('makes one unapproved week per tractor: days by date, odometer min to max, drivers in order, the tractor\'s domicile and the company name', async () => {
    const { checkIvmr, planIvmr } = await import('#lambdas/imports/targets/ivmr');
    const rows = [day('410200', '2025-03-18', 'NM', 412530, 412902, ['1004500', '1004501']), day('410200', '2025-03-17', 'AZ', 412100, 412388), day('410200', '2025-03-17', 'NM', 412388, 412530), day('410201', '2025-03-19', 'TX', 301000, 301455)];
    const checked = await checkIvmr(COMPANY, rowsRead(rows));
    expect(checked.errors).toEqual([]);
    expect(checked.rows.map((w) => [w.row, w.value.VehicleID, w.value.days.length])).toEqual([[2, '410200', 3], [5, '410201', 1]]);
    const planned = await planIvmr(COMPANY, checked.rows, context('batch-ivmr-1'));
    expect(planned.map((p) => [p.row, p.action, p.label])).toEqual([[2, 'create', 'Tractor 410200 · week ending 2025-03-22 · 3 days'], [5, 'create', 'Tractor 410201 · week ending 2025-03-22 · 1 day']]);
    await apply(changesOf(planned));

    const { ivmrApprovalEntity } = await import('#lambdas/data/entities/ivmr-approval');
    const { tractorEntity } = await import('#lambdas/data/entities/tractor');
    const { data: week } = await ivmrApprovalEntity().get({ companyId: COMPANY, WeekEnding: '2025-03-22', VehicleID: '410200' }).go();
    const { data: tractor } = await tractorEntity().get({ companyId: COMPANY, VehicleID: '410200' }).go();
    expect(week).toMatchObject({
      id: '2025-03-22_410200', Approved: false, creating: false, OdoStart: 412100, OdoStop: 412902, drivenBy: ['1004500', '1004501'],
      companyName: 'Red Mesa Freight Lines', Domicile: tractor!.Domicile, importBatchId: 'batch-ivmr-1',
    });
    expect(week!.ivmrRows!.map((r) => `${r.date} ${r.state}`)).toEqual(['2025-03-17 AZ', '2025-03-17 NM', '2025-03-18 NM']);
  });

  it('refuses every row of an approved week, so no import or rollback can drop an approval', async () => {
    const { checkIvmr, planIvmr, APPROVED_WEEK } = await import('#lambdas/imports/targets/ivmr');
    const { ivmrApprovalEntity } = await import('#lambdas/data/entities/ivmr-approval');
    const rows = [day('410202', '2025-03-17', 'AZ', 1000, 1100), day('410202', '2025-03-18', 'AZ', 1100, 1200)];
    const first = await checkIvmr(COMPANY, rowsRead(rows));
    const planned = await planIvmr(COMPANY, first.rows, context('batch-ivmr-2'));
    await apply(changesOf(planned));
    await ivmrApprovalEntity().patch({ companyId: COMPANY, WeekEnding: '2025-03-22', VehicleID: '410202' }).set({ Approved: true, reportId: 'report-1' }).go();

    const refused = await checkIvmr(COMPANY, rowsRead(rows));
    expect(refused.rows).toEqual([]);
    expect(refused.errors).toEqual([2, 3].map((row) => ({ row, column: 'WeekEnding', reason: `Tractor 410202 week ending 2025-03-22 is ${APPROVED_WEEK}` })));
    // Approved after the dry run: the write stops before its chunk puts anything.
    await expect(planIvmr(COMPANY, first.rows, context('batch-ivmr-3'))).rejects.toThrow(APPROVED_WEEK);
  });
});

describe('flat-rate payments', () => {
  it('updates the payout of a leg the table has (leading zeros ignored) and appends a new leg, and the engine pays the new amounts', async () => {
    const { checkFlatRatePayments, planFlatRatePayments } = await import('#lambdas/imports/targets/flat-rate-payments');
    const { loadPayTables } = await import('#lambdas/payroll/inputs/company-pay-profile');
    const { readCompanyContext, legKey } = await import('#shared/payroll/company-context');
    const tableBefore = (await loadPayTables(COMPANY)).LegPayoutTable;
    expect(tableBefore.length).toBeGreaterThan(0);
    const known = tableBefore[0]! as { legOrg: string; legDes: string; payout: number };
    const rows = [
      { legOrg: known.legOrg.replace(/^0+/, ''), legDes: known.legDes, payout: known.payout + 25 },
      { legOrg: '09901', legDes: '09902', payout: 333 },
    ];
    const checked = checkFlatRatePayments(rowsRead([...rows, { ...rows[1]!, payout: 1 }]));
    expect(checked.errors).toEqual([{ row: 4, column: 'LegDest', reason: 'repeats the leg of row 3' }]);
    const planned = await planFlatRatePayments(COMPANY, checked.rows);
    expect(planned.map((p) => p.action)).toEqual(['update', 'create']);
    expect(planned[0]!.fields).toEqual([{ column: 'Payout', before: String(known.payout), after: String(known.payout + 25) }]);
    await apply(changesOf(planned));

    const after = await loadPayTables(COMPANY);
    expect(after.LegPayoutTable).toHaveLength(tableBefore.length + 1);
    const { toNumber } = await import('#shared/money/decimal');
    const legs = readCompanyContext({ LegPayoutTable: after.LegPayoutTable } as never).legPayouts;
    expect(toNumber(legs.get(legKey(known.legOrg, known.legDes))!.payout!)).toBe(known.payout + 25);
    expect(toNumber(legs.get(legKey('9901', '9902'))!.payout!)).toBe(333);
    expect(after.LegPayoutTable[tableBefore.length]).toMatchObject({ legOrg: '09901', legDes: '09902', payout: 333 });
  });
});

describe('Trimble positions', () => {
  it('names the row and column of an unreadable position and a tractor of another company, and stores the rest through the feed (once, however often imported)', async () => {
    const { checkTrimble, writeTrimbleChunk } = await import('#lambdas/imports/targets/trimble');
    const { readTrimbleRows } = await import('#shared/imports/types/trimble');
    // Whole seconds: a position's time is read to the second.
    const at = (minutes: number) => new Date(Math.floor((Date.now() - minutes * 60_000) / 1000) * 1000).toISOString();
    const cells: Record<string, Cell>[] = [
      { Tractor: '410213', DateTime: at(30), Odometer: 9_000_100, State: 'AZ', Country: 'US', Latitude: 33.4, Longitude: -112.0, Speed: 55 },
      { Tractor: '410213', DateTime: at(15), Odometer: 9_000_112, State: 'AZ', Country: 'US', Latitude: 33.5, Longitude: -112.1, Speed: 60 },
      { Tractor: '410213', DateTime: at(10), Odometer: -5 },
      { Tractor: '520302', DateTime: at(10) },
    ];
    const table: ImportTable = { rows: cells.map((c, i) => ({ row: i + 2, cells: c })), unknownHeaders: [], errors: [] };
    const checked = await checkTrimble(COMPANY, readTrimbleRows(table));
    expect(checked.errors).toEqual([
      { row: 4, column: 'Odometer', reason: 'odometer must be a number from 0 to 10000000.' },
      { row: 5, column: 'Tractor', reason: '520302 is not a tractor of this company' },
    ]);
    expect(await writeTrimbleChunk(COMPANY, checked.rows)).toEqual({ accepted: 2, duplicates: 0, refused: 0 });
    expect(await writeTrimbleChunk(COMPANY, checked.rows)).toEqual({ accepted: 0, duplicates: 2, refused: 0 });
    const { tractorEntity } = await import('#lambdas/data/entities/tractor');
    const { data: tractor } = await tractorEntity().get({ companyId: COMPANY, VehicleID: '410213' }).go();
    expect(tractor).toMatchObject({ LatestOdometer: 9_000_112, lastTimeStamp: cells[1]!.DateTime });
  });
});

describe('payroll statement', () => {
  /** The fixture statement as a table by column name, every row at its spreadsheet number. */
  function statementTable(): ImportTable {
    const [header, ...lines] = parseCsv(readFileSync(FIXTURE_STATEMENT, 'utf8'));
    return {
      rows: lines.map((line, i) => ({ row: i + 2, cells: Object.fromEntries(header!.map((name, c) => [name, (line[c] ?? '') as Cell])) })).filter((r) => Object.values(r.cells).some((c) => c !== '')),
      unknownHeaders: [],
      errors: [],
    };
  }

  it('refuses a missing, unknown or busy pay run by PayRunID, and a bad cell by its row and column', async () => {
    const { checkPayroll } = await import('#lambdas/imports/targets/payroll');
    const { payRunEntity } = await import('#lambdas/data/entities/pay-run');
    const table = statementTable();
    expect((await checkPayroll(COMPANY, table, {})).errors).toEqual([{ row: 1, column: 'PayRunID', reason: 'Pay run is required: choose the pay run the statement goes into.' }]);
    expect((await checkPayroll(COMPANY, table, { PayRunID: '2031-01-04' })).errors).toEqual([{ row: 1, column: 'PayRunID', reason: 'Pay run not found.' }]);
    const RUN = '2026-02-07';
    expect((await own.call(PAYROLL, 'POST', '/payruns', { weekEnding: RUN })).status).toBe(201);
    await payRunEntity().patch({ companyId: COMPANY, PayRunID: RUN }).set({ status: 'calculating' }).go();
    expect((await checkPayroll(COMPANY, table, { PayRunID: RUN })).errors).toEqual([{ row: 1, column: 'PayRunID', reason: 'The pay run is calculating; wait until it finishes.' }]);
    await payRunEntity().patch({ companyId: COMPANY, PayRunID: RUN }).set({ status: 'draft' }).go();
    const bad = { ...table, rows: table.rows.map((r) => (r.row === 3 ? { ...r, cells: { ...r.cells, MilesQTY: 'many' } } : r)) };
    expect((await checkPayroll(COMPANY, bad, { PayRunID: RUN })).errors).toEqual([{ row: 3, column: 'MilesQTY', reason: '"many" is not a number' }]);
  });

  it('plans the statement\'s logs and the run as imported; after a calculation, rolling back leaves the run, its logs and its results as before the import', async () => {
    const { checkPayroll, planPayroll, settlePayroll } = await import('#lambdas/imports/targets/payroll');
    const { payrollExportRows } = await import('#lambdas/imports/targets/payroll-export');
    const { importHistoryEntity } = await import('#lambdas/data/entities/import-history');
    const { tripLogEntity } = await import('#lambdas/data/entities/trip-log');
    const { payDocEntity } = await import('#lambdas/data/entities/pay-doc');
    const RUN = '2026-01-17';
    expect((await own.call(PAYROLL, 'POST', '/payruns', { weekEnding: RUN })).status).toBe(201);
    const importBatchId = 'batch-payroll-1';
    await importHistoryEntity().create({ companyId: COMPANY, importBatchId, importType: 'payroll', status: 'importing', PayRunID: RUN, fileName: 'week.csv', fileKey: 'tmp/imports/red-mesa-freight/payroll/week.csv', importedAt: '2026-02-01T12:00:00.000Z', importedByUid: 'u1', importedBy: 'Import Test' }).go();
    const runBefore = await rawOf([await keysOfRun(RUN)]);
    expect(runBefore).toHaveLength(1);

    const checked = await checkPayroll(COMPANY, statementTable(), { PayRunID: RUN });
    expect(checked.errors).toEqual([]);
    expect(checked.rows).toHaveLength(1);
    const statement = checked.rows[0]!.value;
    const planned = await planPayroll(COMPANY, checked.rows, context(importBatchId, { PayRunID: RUN }));
    const runRow = planned.find((p) => p.label === `Pay run ${RUN}`)!;
    expect(runRow).toMatchObject({ action: 'update', fields: [{ column: 'Status', before: 'draft', after: 'imported' }, { column: 'Drivers', before: '0' }, { column: 'Vehicles', before: '0' }] });
    expect(planned.filter((p) => p.action === 'create')).toHaveLength(statement.trips.length + statement.fuel.length);
    expect(planned.find((p) => p.label.startsWith('Trip 7730101 '))!.row).toBe(2);
    await apply(changesOf(planned));
    await settlePayroll(COMPANY, changesOf(planned));

    const run = await own.call(PAYROLL, 'GET', `/payruns/${RUN}`);
    expect(run.body).toMatchObject({ status: 'imported', importBatchId, statementFilePath: 'tmp/imports/red-mesa-freight/payroll/week.csv', statementFileUrl: 'week.csv' });
    expect(run.body.DriverList.length).toBeGreaterThan(0);
    const exported = payrollExportRows(changesOf(planned));
    expect(exported[0]!.slice(0, 3)).toEqual(['RecordType', 'VehicleID', 'TripNumber']);
    expect(exported).toHaveLength(1 + statement.trips.length + statement.fuel.length);
    expect(exported[1]!.slice(0, 5)).toEqual(['TRIP', '410200', '7730101', '2025-12-28', 'LINEHAUL']);

    expect((await own.call(PAYROLL, 'POST', `/payruns/${RUN}/calculations`, {})).status).toBe(202);
    await waitFor(() => own.call(PAYROLL, 'GET', `/payruns/${RUN}`), (a) => a.body.status === 'processed');
    expect((await payDocEntity().query.byRun({ companyId: COMPANY, PayRunID: RUN }).go()).data.length).toBeGreaterThan(0);

    await restore(changesOf(planned));
    await settlePayroll(COMPANY, changesOf(planned));
    expect(await rawOf([await keysOfRun(RUN)])).toEqual(runBefore);
    expect((await tripLogEntity().query.byFirstDriver({ companyId: COMPANY, PayRunID: RUN }).go()).data).toEqual([]);
    expect((await payDocEntity().query.byRun({ companyId: COMPANY, PayRunID: RUN }).go()).data).toEqual([]);
    expect((await own.call(PAYROLL, 'GET', `/payruns/${RUN}`)).body).toMatchObject({ status: 'draft', DriverList: [], VehicleList: [] });
  });
});

async function keysOfRun(PayRunID: string): Promise<{ pk: string; sk: string }> {
  const { payRunEntity } = await import('#lambdas/data/entities/pay-run');
  return (payRunEntity().get({ companyId: COMPANY, PayRunID }).params() as { Key: { pk: string; sk: string } }).Key;
}
