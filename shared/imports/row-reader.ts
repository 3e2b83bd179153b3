import type * as z from 'zod';
import { readFields } from '#shared/validation/read-fields';
import { readCell, type CellValue } from './cells.ts';
import type { ImportColumn, ImportRowError, ImportTypeDef } from './import-types.ts';
import type { Cell, ImportTable, RowsRead } from './read-table.ts';

/** A row's cells read by their columns' kinds, by column name; blank cells are absent. */
export type RowValues = Readonly<Record<string, CellValue | undefined>>;

/** One thing wrong with a row, by the column as the template names it. */
export interface Problem {
  readonly column: string;
  readonly reason: string;
}

export type Built<T> = { readonly value: T } | { readonly problems: readonly Problem[] };

/** How one import type turns a row into its record: the part that differs between types. */
export interface RowRules<T> {
  readonly def: ImportTypeDef;
  /** Tighter text bounds of some columns, so the reason names the column's own limit. */
  readonly maxText?: Readonly<Record<string, number>>;
  /** A row the rules drop without an error (counted), e.g. the "Linehaul Drivers" pool. */
  readonly skip?: { readonly reason: string; readonly applies: (values: RowValues) => boolean };
  /** Builds the typed record from the row, usually by parsing it with the real write's schema. */
  build(values: RowValues, cells: Readonly<Record<string, Cell>>): Built<T>;
  /** Rows naming the same record: the later one is refused, naming the earlier. */
  readonly duplicates?: ReadonlyArray<{ readonly column: string | ((values: RowValues) => string); readonly key: (value: T) => string; readonly what: (value: T) => string }>;
}

/**
 * The shared walk of every type's row reader: each cell read by kind, required columns checked, the
 * record built, duplicates found. Every error names its row and column. A table with header errors
 * gives those and no rows.
 */
export function readRowsBy<T>(table: ImportTable, rules: RowRules<T>): RowsRead<T> {
  if (table.errors.length > 0) return { rows: [], errors: table.errors, skipped: 0 };
  const rows: { row: number; value: T }[] = [];
  const errors: ImportRowError[] = [];
  const refused: { row: number; values: RowValues }[] = [];
  const firstRow = (rules.duplicates ?? []).map(() => new Map<string, number>());
  let skipped = 0;
  for (const { row, cells } of table.rows) {
    const values: Record<string, CellValue | undefined> = {};
    const problems: Problem[] = [];
    for (const column of rules.def.columns) {
      if (!(column.name in cells)) continue;
      const read = readCell(column.kind, cells[column.name], rules.maxText?.[column.name]);
      if (read.ok) values[column.name] = read.value;
      else problems.push({ column: column.name, reason: read.reason });
    }
    if (rules.skip?.applies(values)) {
      skipped++;
      continue;
    }
    for (const column of rules.def.columns) {
      if (column.required && values[column.name] === undefined && !problems.some((p) => p.column === column.name)) problems.push({ column: column.name, reason: requiredReason(column) });
    }
    // Built even when a cell is unreadable, so every problem of the row is reported at once (one per column).
    const built = rules.build(values, cells);
    if ('problems' in built) for (const p of built.problems) if (!problems.some((q) => q.column === p.column)) problems.push(p);
    if (problems.length > 0 || 'problems' in built) {
      errors.push(...problems.map((p) => ({ row, column: p.column, reason: p.reason })));
      refused.push({ row, values });
      continue;
    }
    const repeated = (rules.duplicates ?? []).flatMap((d, i) => {
      const key = d.key(built.value);
      const first = firstRow[i]!.get(key);
      if (first === undefined) firstRow[i]!.set(key, row);
      return first === undefined ? [] : [{ row, column: typeof d.column === 'string' ? d.column : d.column(values), reason: `${d.what(built.value)} is already on row ${first}; a record appears once in a file` }];
    });
    if (repeated.length > 0) errors.push(repeated[0]!);
    else rows.push({ row, value: built.value });
  }
  return { rows, errors, skipped, refused, ...(skipped > 0 && rules.skip ? { skippedReason: rules.skip.reason } : {}) };
}

function requiredReason(column: ImportColumn): string {
  return `${column.name} is blank; it is required (${column.meaning})`;
}

/** A schema parse as a built row: the parsed value, or the problems by column in the one error map's sentences (as the API answers them). */
export function parsedRow<S extends z.ZodType>(schema: S, input: unknown, columnOf: (path: readonly PropertyKey[]) => string): Built<z.output<S>> {
  const read = readFields(schema, input, 'row');
  if (read.ok) return { value: read.data };
  const problems: Problem[] = [];
  for (const [key, reason] of Object.entries(read.fields)) {
    const column = columnOf(key.split('.').map((step) => (/^\d+$/.test(step) ? Number(step) : step)));
    if (!problems.some((p) => p.column === column)) problems.push({ column, reason });
  }
  return { problems };
}

/** Maps a schema field to its template column by a table, the first path step deciding. */
export function columnByField(fields: Readonly<Record<string, string>>, fallback: string): (path: readonly PropertyKey[]) => string {
  return (path) => fields[String(path[0])] ?? (typeof path[0] === 'string' ? path[0] : fallback);
}

/** A spreadsheet drops the leading zeros of an id stored as a number (0012345 → 12345): put them back. */
export function padNumberCell(cell: Cell | undefined, value: CellValue | undefined, width: number): string | undefined {
  if (value === undefined) return undefined;
  const text = String(value);
  return typeof cell === 'number' && /^\d+$/.test(text) && text.length < width ? text.padStart(width, '0') : text;
}

/** Drops the undefined fields, so a strict schema sees only what the file gave. */
export function given<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as Partial<T>;
}
