import type { ImportTable, RowsRead } from '#shared/imports/read-table';
import type { CheckResult } from '#lambdas/imports/pipeline/target';

/** A row as the form would save it, with the columns the file has: an update changes only those. */
export interface RowWithColumns<T> {
  readonly record: T;
  readonly columns: readonly string[];
}

/** The reader's rows, each with the columns of the file (a column the file lacks keeps what is stored). */
export function withColumns<T>(table: ImportTable, read: RowsRead<T>): CheckResult<RowWithColumns<T>> {
  const columns = new Map(table.rows.map((r) => [r.row, Object.keys(r.cells)]));
  return {
    rows: read.rows.map(({ row, value }) => ({ row, value: { record: value, columns: columns.get(row) ?? [] } })),
    errors: read.errors,
    skipped: read.skipped,
    ...(read.skippedReason ? { skippedReason: read.skippedReason } : {}),
  };
}

/**
 * The stored attributes with the row's columns laid over: a column the file has sets its value, or
 * removes the attribute when the row leaves it blank (as the edit forms do); the others stay as stored.
 */
export function overStored<T extends object>(stored: Record<string, unknown>, row: RowWithColumns<T>): Record<string, unknown> {
  const next: Record<string, unknown> = { ...stored };
  const record = row.record as Record<string, unknown>;
  for (const column of row.columns) {
    if (record[column] === undefined) delete next[column];
    else next[column] = record[column];
  }
  return next;
}
