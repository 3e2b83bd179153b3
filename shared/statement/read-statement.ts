import { formatIsoDate } from '#shared/dates/calendar-day';
import { tryReadDate } from '#shared/dates/read-date';
import type { RowError } from '#shared/payroll-api/common';
import { FirstSeen, milesProblem } from '#shared/payroll/input-checks';
import { COLUMN_BY_NAME, MAX_STATEMENT_ROWS, POOL_DRIVER_NAME, RECORD_TYPES, STATEMENT_COLUMNS, type RecordType, type StatementColumn } from './columns.ts';

export type Cell = string | number | boolean | Date | null | undefined;

/** A statement trip row as it is stored (spec trip log fields). */
export interface StatementTrip {
  TripNumber: string;
  TripStartDate: string;
  TripDateText: string;
  VehicleID: string;
  RunType: string;
  DriverNo1: string;
  DriverNo2?: string;
  DriverName1?: string;
  DriverName2?: string;
  LegOrg?: string;
  LegDest?: string;
  SpotName?: string;
  SiteName?: string;
  SpotTripId?: string;
  MilesQTY: number;
  TripRevenue?: number;
  RevenueDailyGrossDollars?: number;
  RateFuel?: number;
  LiveDollarAmount?: number;
  RevenueDandH?: number;
  PayType?: string;
  PayRate?: number;
  DriverNo1PayType?: string;
  DriverNo1PayRate?: number;
  DriverNo2PayType?: string;
  DriverNo2PayRate?: number;
  StatementOrderIndex: number;
}

export interface StatementFuel {
  TicketNumber: string;
  VehicleID: string;
  DriverNo1?: string;
  TransactionDate?: string;
  GallonsPurchased: number;
  FuelAmount?: number;
  TruckStopName?: string;
  FromCarrier: boolean;
  StatementOrderIndex: number;
}

export type StatementRead =
  | { ok: true; trips: StatementTrip[]; fuel: StatementFuel[]; droppedPoolRows: number; blankRows: number }
  | { ok: false; errors: RowError[]; errorCount: number };

type Value = string | number | boolean | undefined;

function cellText(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

/** One cell read by its column's kind; a string says what is wrong with it. */
function readCell(column: StatementColumn, cell: Cell): { value: Value } | { problem: string } {
  const text = cellText(cell);
  if (text === '') return { value: undefined };
  switch (column.kind) {
    case 'text':
      return { value: text };
    case 'number': {
      const n = typeof cell === 'number' ? cell : Number(text.replace(/^\$/, '').replace(/,/g, ''));
      if (!Number.isFinite(n)) return { problem: `${JSON.stringify(text)} is not a number` };
      const problem = column.name === 'MilesQTY' ? milesProblem(n) : column.name === 'GallonsPurchased' && n < 0 ? 'must be 0 or more' : undefined;
      return problem ? { problem } : { value: n };
    }
    case 'date': {
      const day = tryReadDate(cell instanceof Date ? text : cell);
      return day === undefined ? { problem: `${JSON.stringify(text)} is not a date (YYYY-MM-DD, MM/DD/YYYY or a spreadsheet date)` } : { value: formatIsoDate(day) };
    }
    case 'flag':
      if (/^(y|yes|true|1)$/i.test(text)) return { value: true };
      if (/^(n|no|false|0)$/i.test(text)) return { value: false };
      return { problem: `${JSON.stringify(text)} is not Y or N` };
  }
}

function usDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}

/** Maps the header row to columns; unknown headers are ignored, required and duplicate ones reported. */
function readHeader(header: readonly Cell[], errors: RowError[]): Map<number, StatementColumn> {
  const byIndex = new Map<number, StatementColumn>();
  const seen = new Set<string>();
  header.forEach((cell, index) => {
    const column = COLUMN_BY_NAME.get(cellText(cell).toLowerCase());
    if (!column) return;
    if (seen.has(column.name)) errors.push({ row: 1, column: column.name, reason: 'the column appears twice' });
    seen.add(column.name);
    byIndex.set(index, column);
  });
  for (const column of STATEMENT_COLUMNS) {
    if (column.requiredFor && !seen.has(column.name)) errors.push({ row: 1, column: column.name, reason: 'required column is missing' });
  }
  return byIndex;
}

/**
 * Validates a whole statement (header on row 1) and returns its trips and fuel purchases, or every
 * row-level problem (row as the spreadsheet numbers it, column by header name, reason). Nothing is
 * returned for writing unless the whole file is valid. Pool rows ("Linehaul Drivers") are dropped.
 */
export function readStatement(rows: ReadonlyArray<ReadonlyArray<Cell>>): StatementRead {
  const errors: RowError[] = [];
  if (rows.length === 0) return { ok: false, errors: [{ row: 1, column: 'RecordType', reason: 'the file is empty' }], errorCount: 1 };
  if (rows.length - 1 > MAX_STATEMENT_ROWS) return { ok: false, errors: [{ row: MAX_STATEMENT_ROWS + 2, column: 'RecordType', reason: `more than ${MAX_STATEMENT_ROWS} rows` }], errorCount: 1 };
  const columns = readHeader(rows[0]!, errors);
  if (errors.length > 0) return { ok: false, errors, errorCount: errors.length };

  const trips: StatementTrip[] = [];
  const fuel: StatementFuel[] = [];
  const tripRows = new FirstSeen<number>();
  let droppedPoolRows = 0;
  let blankRows = 0;
  for (let r = 1; r < rows.length; r++) {
    const rowNumber = r + 1;
    const cells = rows[r]!;
    if (cells.every((c) => cellText(c) === '')) {
      blankRows++;
      continue;
    }
    const values: Record<string, Value> = {};
    for (const [index, column] of columns) {
      const read = readCell(column, cells[index]);
      if ('problem' in read) errors.push({ row: rowNumber, column: column.name, reason: read.problem });
      else values[column.name] = read.value;
    }
    const recordType = String(values.RecordType ?? '').toUpperCase() as RecordType;
    if (!RECORD_TYPES.includes(recordType)) {
      errors.push({ row: rowNumber, column: 'RecordType', reason: `${JSON.stringify(values.RecordType ?? '')} is not TRIP or FUEL` });
      continue;
    }
    for (const column of STATEMENT_COLUMNS) {
      if (column.requiredFor?.includes(recordType) && values[column.name] === undefined && !errors.some((e) => e.row === rowNumber && e.column === column.name)) {
        errors.push({ row: rowNumber, column: column.name, reason: `required on ${recordType} rows` });
      }
    }
    if (recordType === 'TRIP' && values.TripNumber !== undefined && !isPool(values.DriverName1)) {
      const tripNumber = String(values.TripNumber);
      const earlier = tripRows.earlier(tripNumber, rowNumber);
      if (earlier !== undefined) errors.push({ row: rowNumber, column: 'TripNumber', reason: `trip ${tripNumber} already appears on row ${earlier}` });
    }
    if (errors.length > 0 && errors[errors.length - 1]!.row === rowNumber) continue;
    if (recordType === 'FUEL') {
      fuel.push(fuelRow(values, fuel.length));
      continue;
    }
    if (isPool(values.DriverName1)) {
      droppedPoolRows++;
      continue;
    }
    const runType = String(values.RunType).toUpperCase();
    if (runType !== 'LINEHAUL' && runType !== 'SPOT') {
      errors.push({ row: rowNumber, column: 'RunType', reason: `${JSON.stringify(values.RunType)} is not LINEHAUL or SPOT` });
      continue;
    }
    trips.push(tripRow(values, runType, trips.length));
  }
  if (errors.length > 0) return { ok: false, errors, errorCount: errors.length };
  return { ok: true, trips, fuel, droppedPoolRows, blankRows };
}

function isPool(name: Value): boolean {
  return typeof name === 'string' && name.trim().toLowerCase() === POOL_DRIVER_NAME;
}

function defined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as T;
}

function tripRow(v: Record<string, Value>, runType: string, index: number): StatementTrip {
  const text = (name: string) => (v[name] === undefined ? undefined : String(v[name]));
  const num = (name: string) => v[name] as number | undefined;
  // A pool name in the second slot means no real second driver: the trip is solo.
  const secondIsPool = isPool(v.DriverName2);
  return defined({
    TripNumber: String(v.TripNumber),
    TripStartDate: String(v.TripStartDate),
    TripDateText: usDate(String(v.TripStartDate)),
    VehicleID: String(v.VehicleID),
    RunType: runType,
    DriverNo1: String(v.DriverNo1),
    DriverNo2: secondIsPool ? undefined : text('DriverNo2'),
    DriverName1: text('DriverName1'),
    DriverName2: secondIsPool ? undefined : text('DriverName2'),
    LegOrg: text('LegOrg'),
    LegDest: text('LegDest'),
    SpotName: text('SpotName'),
    SiteName: text('SiteName'),
    SpotTripId: text('SpotTripId'),
    MilesQTY: num('MilesQTY')!,
    TripRevenue: num('TripRevenue'),
    RevenueDailyGrossDollars: num('RevenueDailyGrossDollars'),
    RateFuel: num('RateFuel'),
    LiveDollarAmount: num('LiveDollarAmount'),
    RevenueDandH: num('RevenueDandH'),
    PayType: text('PayType'),
    PayRate: num('PayRate'),
    DriverNo1PayType: text('DriverNo1PayType'),
    DriverNo1PayRate: num('DriverNo1PayRate'),
    DriverNo2PayType: text('DriverNo2PayType'),
    DriverNo2PayRate: num('DriverNo2PayRate'),
    StatementOrderIndex: index,
  });
}

function fuelRow(v: Record<string, Value>, index: number): StatementFuel {
  return defined({
    TicketNumber: String(v.TicketNumber),
    VehicleID: String(v.VehicleID),
    DriverNo1: v.DriverNo1 === undefined ? undefined : String(v.DriverNo1),
    TransactionDate: v.TransactionDate as string | undefined,
    GallonsPurchased: v.GallonsPurchased as number,
    FuelAmount: v.FuelAmount as number | undefined,
    TruckStopName: v.TruckStopName as string | undefined,
    FromCarrier: v.FromCarrier === true,
    StatementOrderIndex: index,
  });
}
