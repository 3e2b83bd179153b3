import type { ImportColumn, ImportTypeDef } from '#shared/imports/import-types';
import type { Cell, ImportTable, RowsRead } from '#shared/imports/read-table';
import { STATEMENT_COLUMNS, type StatementColumn } from '#shared/statement/columns';
import { readStatement, type StatementFuel, type StatementTrip } from '#shared/statement/read-statement';

/** The weekly settlement statement: its columns and reader are the statement import's own (shared/statement). */
const columns: ImportColumn[] = STATEMENT_COLUMNS.map((c: StatementColumn) => ({
  name: c.name,
  kind: c.kind,
  // The statement reader refuses a file whose header lacks any column some record type requires.
  required: c.requiredFor !== undefined,
  meaning: c.requiredFor && c.requiredFor.length < 2 ? `${c.meaning} (required on ${c.requiredFor[0]} rows)` : c.meaning,
}));

const row = (values: Readonly<Record<string, string>>) => columns.map((c) => values[c.name] ?? '');

export const payrollImportDef: ImportTypeDef = {
  type: 'payroll',
  label: 'Payroll settlement statement',
  minRole: 2,
  needsPayRun: true,
  describes:
    'The week’s settlement statement, into the pay run named when the import starts: each row is a trip (RecordType TRIP) or a fuel purchase (FUEL). "Linehaul Drivers" pool rows are dropped.',
  columns,
  sample: [
    row({ RecordType: 'TRIP', VehicleID: '410200', TripNumber: '7730101', TripStartDate: '2025-12-28', RunType: 'LINEHAUL', DriverNo1: '1004500', DriverName1: 'Jake Thornton', LegOrg: '00852', LegDest: '00871', MilesQTY: '612', TripRevenue: '1438.20', RateFuel: '0.48' }),
    row({ RecordType: 'TRIP', VehicleID: '410200', TripNumber: '7730104', TripStartDate: '01/03/2026', RunType: 'SPOT', DriverNo1: '1004500', DriverName1: 'Jake Thornton', SpotName: 'SAFEWAY DC', SiteName: 'Tolleson', SpotTripId: 'SP-7730104', MilesQTY: '88', TripRevenue: '364.80', RateFuel: '0.52', LiveDollarAmount: '45.00' }),
    row({ RecordType: 'TRIP', VehicleID: '410214', TripNumber: '7730990', TripStartDate: '2026-01-02', RunType: 'LINEHAUL', DriverNo1: '0000000', DriverName1: 'Linehaul Drivers', LegOrg: '00852', LegDest: '00871', MilesQTY: '612', TripRevenue: '1438.20', RateFuel: '0.48' }),
    row({ RecordType: 'FUEL', VehicleID: '410200', DriverNo1: '1004500', TicketNumber: 'T55811', TransactionDate: '2025-12-28', GallonsPurchased: '146.238', FuelAmount: '568.87', TruckStopName: 'PILOT #1183 TUCSON AZ', FromCarrier: 'Y' }),
  ],
};

export type PayrollImportRow = { readonly RecordType: 'TRIP'; readonly trip: StatementTrip } | { readonly RecordType: 'FUEL'; readonly fuel: StatementFuel };

/** The table laid out again with each row at its spreadsheet row, so the statement reader numbers rows alike. */
function gridOf(table: ImportTable): Cell[][] {
  const names = columns.map((c) => c.name).filter((name) => table.rows.some((r) => name in r.cells));
  const grid: Cell[][] = [names];
  for (const { row, cells } of table.rows) grid[row - 1] = names.map((name) => cells[name] ?? null);
  for (let i = 0; i < grid.length; i++) grid[i] ??= [];
  return grid;
}

const kindOf = (cells: Readonly<Record<string, Cell>>) => String(cells.RecordType ?? '').trim().toUpperCase();
const isPool = (cells: Readonly<Record<string, Cell>>) => String(cells.DriverName1 ?? '').trim().toLowerCase() === 'linehaul drivers';

/**
 * The statement read by `readStatement` (no rules of its own): its trips and fuel purchases by row,
 * or its errors. The reader keeps file order, so the n-th trip is the n-th TRIP row that is not a pool row.
 */
export function readPayrollRows(table: ImportTable): RowsRead<PayrollImportRow> {
  if (table.errors.length > 0) return { rows: [], errors: table.errors, skipped: 0 };
  if (table.rows.length === 0) return { rows: [], errors: [], skipped: 0 };
  const read = readStatement(gridOf(table));
  if (!read.ok) return { rows: [], errors: read.errors, skipped: 0 };
  const trips = [...read.trips];
  const fuel = [...read.fuel];
  const rows: { row: number; value: PayrollImportRow }[] = [];
  for (const { row, cells } of table.rows) {
    if (kindOf(cells) === 'FUEL') rows.push({ row, value: { RecordType: 'FUEL', fuel: fuel.shift()! } });
    else if (!isPool(cells)) rows.push({ row, value: { RecordType: 'TRIP', trip: trips.shift()! } });
  }
  return { rows, errors: [], skipped: read.droppedPoolRows, ...(read.droppedPoolRows > 0 ? { skippedReason: '"Linehaul Drivers" rows are the settlement’s pool of drivers, not a driver’s trip' } : {}) };
}
