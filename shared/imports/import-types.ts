import type { RowError } from '#shared/payroll-api/common';

/**
 * Every kind of file the product imports (spec part 2 §3 importHistory.importType, §7 the insert calls),
 * declared once: the API, the workflows, the Imports page and the README's column tables read this list.
 */
export const IMPORT_TYPES = ['maintenance', 'payroll', 'ivmr', 'driver', 'vehicle', 'tractor-expense-rules', 'flat-rate-payments', 'trimble'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

/** Spec part 2 §4: rollback marks or deletes what these types wrote; the others refuse it (§8). */
export const ROLLBACK_TYPES = ['maintenance', 'payroll', 'ivmr', 'driver', 'vehicle'] as const satisfies readonly ImportType[];
/** Spec part 2 §8: "Export is supported for maintenance, payroll and ivmr only." */
export const EXPORT_TYPES = ['maintenance', 'payroll', 'ivmr'] as const satisfies readonly ImportType[];

export function canRollBack(type: ImportType): boolean {
  return (ROLLBACK_TYPES as readonly ImportType[]).includes(type);
}
export function canExport(type: ImportType): boolean {
  return (EXPORT_TYPES as readonly ImportType[]).includes(type);
}
/** Spec part 2 §8: a search or import-history call without a company. */
export const COMPANY_ID_NOT_FOUND = 'Company ID not found';
export const rollbackRefusal = (type: string) => `Rollback not supported for import type ${type}`;
export const exportRefusal = (type: string) => `Export not supported for import type ${type}`;

/** How a column's cells are read (shared/imports/cells.ts). */
export type CellKind = 'text' | 'number' | 'money' | 'integer' | 'date' | 'datetime' | 'flag' | 'state';

export interface ImportColumn {
  /** The header as the template writes it; matched forgivingly (case, spaces, punctuation). */
  readonly name: string;
  readonly kind: CellKind;
  readonly required: boolean;
  /** What the column holds, for the README and the Imports page. */
  readonly meaning: string;
  /** Other headers that mean this column (matched as forgivingly as the name). */
  readonly aliases?: readonly string[];
}

export interface ImportTypeDef {
  readonly type: ImportType;
  readonly label: string;
  /** Lowest-privileged role number that may import (and see the history of) this type. */
  readonly minRole: number;
  readonly columns: readonly ImportColumn[];
  /** Rows of the downloadable template: a valid sample that imports as it is. */
  readonly sample: readonly (readonly string[])[];
  /** One line on what a row becomes and how an existing record is matched (created or updated). */
  readonly describes: string;
  /** The payroll statement goes into one pay run, named when the import starts. */
  readonly needsPayRun?: boolean;
}

/** A row error names the spreadsheet row (header = row 1) and the column as its header reads. */
export type ImportRowError = RowError;

/** Largest file accepted for upload: 50 MB holds a 50,000-row maintenance history in CSV or XLSX. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;
/** Rows in one file; the README states the same limit. */
export const MAX_IMPORT_ROWS = 100_000;
/** Row errors kept on the history entry and shown; `errorCount` counts them all. */
export const MAX_REPORTED_IMPORT_ERRORS = 200;
/** Spec part 2 §9: the history loads at most 1,000 entries. */
export const HISTORY_LIMIT = 1000;
/** Spec part 2 §9: completed imports older than this are removed by the cleanup job (configurable). */
export const DEFAULT_CLEANUP_DAYS = 90;
