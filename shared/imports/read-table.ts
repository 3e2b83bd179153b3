import type { ImportRowError } from './import-types.ts';

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
}
