import type { ImportRowError } from '#shared/imports/import-types';
import type { Cell as TableCell, ImportTable } from '#shared/imports/read-table';
import { POOL_DRIVER_NAME, STATEMENT_COLUMNS } from '#shared/statement/columns';
import { readStatement, type Cell, type StatementFuel, type StatementTrip } from '#shared/statement/read-statement';
import { fuelLogEntity } from '#lambdas/data/entities/fuel-log';
import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { tripLogEntity } from '#lambdas/data/entities/trip-log';
import type { CheckResult, CheckedRow, ImportContext, ImportTarget, LedgerChange, PlannedRow, RawItem } from '#lambdas/imports/pipeline/target';
import { statementDriverList } from '#lambdas/imports/statement-drivers';
import { statementOverRunBounds } from '#lambdas/payroll/runs/run-bounds';
import { ITEMS_PER_CHUNK, removeRunChunk } from '#lambdas/workflows/statement-removal/remove-run-chunk';
import { putRow, type ShownColumn } from './plan-rows.ts';
import { payrollRollbackRefusal, runRefusal, storedRun } from './payroll-run.ts';
import { rawKey, readRaw, shown, storedForm } from './raw-items.ts';

/**
 * A whole weekly statement, checked: it goes into one pay run, whose driver and vehicle lists it makes,
 * so it is one checked row (one chunk of the write) however many trips it has. A statement holds at
 * most 50,000 rows (shared/statement/columns.ts), which one write task puts in well under a minute.
 */
export interface PayrollStatement {
  trips: StatementTrip[];
  fuel: StatementFuel[];
  /** Spreadsheet rows of `trips` and `fuel`, index for index. */
  tripRows: number[];
  fuelRows: number[];
  droppedPoolRows: number;
}

export const POOL_ROWS_REASON = '"Linehaul Drivers" pool rows are not drivers';

const TRIP_SHOWN: readonly ShownColumn[] = [['TripStartDate', 'TripStartDate'], ['RunType', 'RunType'], ['DriverNo1', 'DriverNo1'], ['DriverNo2', 'DriverNo2'], ['MilesQTY', 'MilesQTY']];
const FUEL_SHOWN: readonly ShownColumn[] = [['TransactionDate', 'TransactionDate'], ['GallonsPurchased', 'GallonsPurchased'], ['FuelAmount', 'FuelAmount']];

const text = (cell: TableCell | undefined) => (cell === null || cell === undefined ? '' : cell instanceof Date ? cell.toISOString() : String(cell).trim());

/** The table back as the statement reader reads a sheet: the header on row 1, every row at its spreadsheet number. */
function statementGrid(table: ImportTable): Cell[][] {
  const present = STATEMENT_COLUMNS.filter((c) => table.rows.some((r) => c.name in r.cells));
  const header = (present.length > 0 ? present : STATEMENT_COLUMNS).map((c) => c.name);
  const grid: Cell[][] = [header];
  for (const { row, cells } of table.rows) {
    while (grid.length < row - 1) grid.push([]);
    grid[row - 1] = header.map((name) => cells[name] ?? null);
  }
  return grid;
}

/** Spreadsheet rows of the statement's trips and fuel purchases, in the order the reader returns them. */
function rowNumbers(table: ImportTable): { tripRows: number[]; fuelRows: number[] } {
  const tripRows: number[] = [];
  const fuelRows: number[] = [];
  for (const { row, cells } of table.rows) {
    const type = text(cells.RecordType).toUpperCase();
    if (type === 'FUEL') fuelRows.push(row);
    else if (type === 'TRIP' && text(cells.DriverName1).toLowerCase() !== POOL_DRIVER_NAME) tripRows.push(row);
  }
  return { tripRows, fuelRows };
}

/** The statement read as the pay run import has always read it, and the run it goes into free to take it. */
export async function checkPayroll(companyId: string, table: ImportTable, context: Pick<ImportContext, 'PayRunID'>): Promise<CheckResult<PayrollStatement>> {
  const refuse = (reason: string, column = 'PayRunID'): CheckResult<PayrollStatement> => ({ rows: [], errors: [{ row: 1, column, reason }], skipped: 0 });
  if (!context.PayRunID) return refuse('Pay run is required: choose the pay run the statement goes into.');
  const run = await storedRun(companyId, context.PayRunID);
  if (!run) return refuse('Pay run not found.');
  const refusal = runRefusal(run);
  if (refusal) return refuse(refusal);
  const read = readStatement(statementGrid(table));
  if (!read.ok) return { rows: [], errors: read.errors as ImportRowError[], skipped: 0 };
  const tooBig = statementOverRunBounds(statementDriverList(read.trips), [...new Set([...read.trips, ...read.fuel].map((r) => r.VehicleID))]);
  if (tooBig) return refuse(tooBig, 'VehicleID');
  const { tripRows, fuelRows } = rowNumbers(table);
  const first = Math.min(...tripRows, ...fuelRows, table.rows[0]?.row ?? 2);
  const statement: PayrollStatement = { trips: read.trips, fuel: read.fuel, tripRows, fuelRows, droppedPoolRows: read.droppedPoolRows };
  return { rows: [{ row: first, value: statement }], errors: [], skipped: read.droppedPoolRows, ...(read.droppedPoolRows > 0 ? { skippedReason: POOL_ROWS_REASON } : {}) };
}

/**
 * The statement's trip and fuel logs under the run with the batch id, and the run made `imported` with
 * the statement's driver and vehicle lists, as the statement import has always recorded it. Planned on
 * the statement's first row. A run that took a statement or got busy since the dry run stops the write.
 * `held`: the statement import of Payroll Tools holds the run `importing` while it writes; its ledger
 * keeps the run as it was before that hold (`previousStatus`), so a rollback puts that back.
 */
export async function planPayroll(companyId: string, rows: readonly CheckedRow<PayrollStatement>[], context: ImportContext, held?: { previousStatus: string }): Promise<PlannedRow[]> {
  const planned: PlannedRow[] = [];
  for (const { row, value } of rows) {
    const PayRunID = context.PayRunID ?? '';
    const run = await storedRun(companyId, PayRunID);
    if (!run) throw new Error(`Pay run ${PayRunID} not found.`);
    const refusal = held && run.status === 'importing' ? undefined : runRefusal(run);
    if (refusal) throw new Error(refusal);
    const { data: entry } = await importHistoryEntity().get({ companyId, importBatchId: context.importBatchId }).go();
    const base = { companyId, PayRunID, importBatchId: context.importBatchId };
    const trips = value.trips.map((t) => storedForm(tripLogEntity(), { ...base, ...t, DriverNo2: t.DriverNo2 ?? '' }));
    const fuel = value.fuel.map((f) => storedForm(fuelLogEntity(), { ...base, ...f }));
    const vehicles = [...new Set([...value.trips, ...value.fuel].map((r) => r.VehicleID))].sort();
    const { chunksCounted: _counted, calculationId: _calculation, updatedAt: _updated, ...runFields } = run;
    const runAfter = storedForm(payRunEntity(), {
      ...runFields, status: 'imported', isProcessed: false, importBatchId: context.importBatchId,
      statementFilePath: entry?.fileKey ?? '', statementFileUrl: entry?.fileName ?? 'statement', DriverList: statementDriverList(value.trips), VehicleList: vehicles,
    });
    const stored = await readRaw([...trips, ...fuel, runAfter]);
    value.trips.forEach((t, i) => planned.push(putRow(value.tripRows[i] ?? row, `Trip ${t.TripNumber} · Tractor ${t.VehicleID} · driver ${t.DriverNo1}`, stored.get(rawKey(trips[i]!)), trips[i]!, TRIP_SHOWN)));
    value.fuel.forEach((f, i) => planned.push(putRow(value.fuelRows[i] ?? row, `Fuel ticket ${f.TicketNumber} · Tractor ${f.VehicleID}`, stored.get(rawKey(fuel[i]!)), fuel[i]!, FUEL_SHOWN)));
    const stillStored = stored.get(rawKey(runAfter));
    const runBefore = stillStored && held ? { ...stillStored, status: held.previousStatus } : stillStored;
    planned.push({
      row, action: 'update', label: `Pay run ${PayRunID}`,
      fields: [
        { column: 'Status', before: shown(runBefore?.status), after: 'imported' },
        { column: 'Drivers', before: String((runBefore?.DriverList as unknown[] | undefined)?.length ?? 0), after: String((runAfter.DriverList as unknown[]).length) },
        { column: 'Vehicles', before: String((runBefore?.VehicleList as unknown[] | undefined)?.length ?? 0), after: String(vehicles.length) },
      ],
      changes: [{ row, before: runBefore ?? null, after: runAfter }],
    });
  }
  return planned.sort((a, b) => a.row - b.row);
}

const isRun = (item: RawItem) => item.__edb_e__ === 'payRun';

/**
 * After the write nothing is derived yet. After a rollback (the run put back as it was, without this
 * statement) whatever was calculated from the statement since goes, as "Remove statement data" removes
 * it: pay documents, trip payouts, vehicle summaries, adjustments applied, calculation parts. A run that
 * took another statement since is left alone.
 */
export async function settlePayroll(companyId: string, changes: readonly LedgerChange[]): Promise<void> {
  const runs = changes.filter((c) => isRun(c.after));
  for (const { after } of runs) {
    const PayRunID = String(after.PayRunID);
    const run = await storedRun(companyId, PayRunID);
    if (!run || run.importBatchId === after.importBatchId || (run.DriverList ?? []).length > 0) continue;
    while ((await removeRunChunk(companyId, PayRunID)) === ITEMS_PER_CHUNK);
  }
}

/** A rollback while a calculation or removal works on the run would put the run back under it: refused until it ends. */
export async function payrollRollbackChangesRefusal(companyId: string, changes: readonly LedgerChange[]): Promise<string | undefined> {
  const run = changes.find((c) => isRun(c.after));
  return run ? payrollRollbackRefusal(companyId, String(run.after.PayRunID)) : undefined;
}

/**
 * Spec §7 /insertPayrunFile: the week's statement into the pay run named at the start (the statement
 * reader of the pay run import, whole, as one checked row); rollback deletes its logs, puts the run back
 * and removes what was calculated from it (settle); export is the statement again.
 */
export const payrollTarget: ImportTarget<PayrollStatement> & { rollbackRefusal: typeof payrollRollbackChangesRefusal } = {
  type: 'payroll',
  check: checkPayroll,
  plan: planPayroll,
  settle: settlePayroll,
  rollbackRefusal: payrollRollbackChangesRefusal,
};
