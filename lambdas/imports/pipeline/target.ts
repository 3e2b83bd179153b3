import type { FieldChange, PreviewRow } from '#shared/imports/api';
import type { ImportType } from '#shared/imports/import-types';
import type { ImportRowError } from '#shared/imports/import-types';
import type { ImportTable } from '#shared/imports/read-table';

/** A stored item exactly as DynamoDB holds it (keys, ElectroDB's own fields and all). */
export type RawItem = Record<string, unknown> & { pk: string; sk: string };

/**
 * One item an import row writes: the raw item before (null when the row creates it) and after. The
 * ledger (importChunk) keeps these, so a rollback puts `before` back (or deletes `after` when there was
 * none) and a retried chunk writes the same `after` again.
 */
export interface LedgerChange {
  readonly row: number;
  readonly before: RawItem | null;
  readonly after: RawItem;
}

/** A checked row, ready to plan: its spreadsheet row number and its typed value. */
export interface CheckedRow<Row> {
  readonly row: number;
  readonly value: Row;
}

export interface CheckResult<Row> {
  readonly rows: readonly CheckedRow<Row>[];
  readonly errors: readonly ImportRowError[];
  /** Rows the rules drop, with why (e.g. `"Linehaul Drivers" pool rows are not drivers`). */
  readonly skipped: number;
  readonly skippedReason?: string;
}

/** What one row will do, computed from the items stored now; the dry run shows it, the write applies it. */
export interface PlannedRow {
  readonly row: number;
  readonly action: PreviewRow['action'];
  readonly label: string;
  readonly fields: readonly FieldChange[];
  /** The raw items the row writes (`before` read now). Empty for `unchanged` rows. */
  readonly changes: readonly LedgerChange[];
}

/**
 * One import type on the server. `check` and `plan` are the whole validation: the dry run and the write
 * run exactly these, so a file the dry run passed is the file the write applies.
 */
export interface ImportTarget<Row> {
  readonly type: ImportType;
  /** Reads the table (shared row rules) and checks it against the company's data (tractors exist, …). */
  check(companyId: string, table: ImportTable, context: ImportContext): Promise<CheckResult<Row>>;
  /** What writing these rows would change, reading the stored items they touch (batch reads, not one by one). */
  plan(companyId: string, rows: readonly CheckedRow<Row>[], context: ImportContext): Promise<PlannedRow[]>;
  /**
   * After every chunk is written, or restored by a rollback: brings what is derived from the items in
   * step (search index months, reminders, …). Must be idempotent.
   */
  settle?(companyId: string, changes: readonly LedgerChange[]): Promise<void>;
  /**
   * A type that is not rolled back (trimble) and writes through its own idempotent path: the write
   * task calls this with the chunk's checked rows instead of putting a ledger's `after` items.
   */
  writeChunk?(companyId: string, rows: readonly CheckedRow<Row>[], context: ImportContext): Promise<unknown>;
  /** Why this batch may not be rolled back now whatever the user accepts (an IVMR week approved since, a busy pay run). */
  rollbackRefusal?(companyId: string, changes: readonly LedgerChange[]): Promise<string | undefined>;
}

/** What every target may need about the import it runs for. */
export interface ImportContext {
  readonly importBatchId: string;
  /** Display name of who imports, stored as updatedBy where the records have one. */
  readonly importedBy: string;
  /** ISO time of the import; records' updatedOn / updatedAt. */
  readonly now: string;
  /** The pay run of a payroll import. */
  readonly PayRunID?: string;
}
