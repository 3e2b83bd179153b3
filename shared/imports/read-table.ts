import { cellText, isBlankCell } from './cells.ts';
import { MAX_IMPORT_ROWS, type ImportColumn, type ImportRowError, type ImportTypeDef } from './import-types.ts';

/** One cell as a CSV (text) or an XLSX sheet (text, number, flag, Date) gives it. */
export type Cell = string | number | boolean | Date | null;

/** A file's data rows by column name (the type's names, whatever the headers said), with the header's findings. */
export interface ImportTable {
  readonly rows: ReadonlyArray<{ readonly row: number; readonly cells: Readonly<Record<string, Cell>> }>;
  readonly unknownHeaders: readonly string[];
  readonly errors: readonly ImportRowError[];
}

/** What a type's row reader makes of a table: typed rows by spreadsheet row number, or errors. */
export interface RowsRead<T> {
  readonly rows: ReadonlyArray<{ readonly row: number; readonly value: T }>;
  readonly errors: readonly ImportRowError[];
  readonly skipped: number;
  readonly skippedReason?: string;
  /** The refused rows' readable cells, so a target's own checks (the tractor exists) report on them too. */
  readonly refused?: ReadonlyArray<{ readonly row: number; readonly values: Readonly<Record<string, string | number | boolean | undefined>> }>;
}

/**
 * A header as it is compared: no byte-order mark, surrounding quotes, case, spaces or punctuation, so
 * "  vehicle id ", "VEHICLEID", "Vehicle-ID" and "\"VehicleID\"" are one column.
 */
export function headerKey(header: string): string {
  return header
    .replace(/^\ufeff/, '')
    .trim()
    .replace(/^["'\u201c\u2018](.*)["'\u201d\u2019]$/s, '$1')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** Every name a column answers to (its name and aliases), by header key. */
export function columnsByHeader(def: ImportTypeDef): ReadonlyMap<string, ImportColumn> {
  const byKey = new Map<string, ImportColumn>();
  for (const column of def.columns) {
    for (const name of [column.name, ...(column.aliases ?? [])]) byKey.set(headerKey(name), column);
  }
  return byKey;
}

/** A spreadsheet's column letter for a 0-based index: 0 → A, 27 → AB. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

function headerText(cell: Cell | undefined): string {
  return cellText(cell ?? null).replace(/^["'](.*)["']$/s, '$1').trim();
}

/**
 * A grid (CSV or the first sheet) as the type's rows. The header is the first non-blank row and is
 * matched forgivingly; unknown headers are reported, not refused. A required column missing or a column
 * given twice is an error of the header row. Blank rows are skipped and every row keeps the number a
 * spreadsheet shows (the header is row 1 when it is the first line).
 */
export function readTable(grid: readonly (readonly Cell[])[], def: ImportTypeDef): ImportTable {
  const firstColumn = def.columns.find((c) => c.required) ?? def.columns[0]!;
  const headerIndex = grid.findIndex((row) => row.some((cell) => !isBlankCell(cell)));
  if (headerIndex < 0) return { rows: [], unknownHeaders: [], errors: [{ row: 1, column: firstColumn.name, reason: 'the file is empty: the first row should hold the column headers' }] };
  const headerRow = headerIndex + 1;
  const byKey = columnsByHeader(def);
  const errors: ImportRowError[] = [];
  const unknownHeaders: string[] = [];
  const indexOf = new Map<string, number>();
  grid[headerIndex]!.forEach((cell, index) => {
    const text = headerText(cell);
    if (text === '') return;
    const column = byKey.get(headerKey(text));
    if (!column) {
      unknownHeaders.push(text);
      return;
    }
    const earlier = indexOf.get(column.name);
    if (earlier !== undefined) {
      errors.push({ row: headerRow, column: column.name, reason: `the column appears twice (columns ${columnLetter(earlier)} and ${columnLetter(index)}); keep one` });
      return;
    }
    indexOf.set(column.name, index);
  });
  for (const column of def.columns) {
    if (column.required && !indexOf.has(column.name)) errors.push({ row: headerRow, column: column.name, reason: `the required column ${column.name} is missing from the header row` });
  }
  if (errors.length > 0) return { rows: [], unknownHeaders, errors };

  const rows: { row: number; cells: Record<string, Cell> }[] = [];
  for (let r = headerIndex + 1; r < grid.length; r++) {
    const line = grid[r]!;
    if (!line.some((cell) => !isBlankCell(cell))) continue;
    if (rows.length === MAX_IMPORT_ROWS) {
      return { rows: [], unknownHeaders, errors: [{ row: r + 1, column: firstColumn.name, reason: `the file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows; split it into smaller files` }] };
    }
    const cells: Record<string, Cell> = {};
    for (const [name, index] of indexOf) cells[name] = line[index] ?? null;
    rows.push({ row: r + 1, cells });
  }
  return { rows, unknownHeaders, errors };
}
