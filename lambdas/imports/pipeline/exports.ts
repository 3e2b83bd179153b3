import type { CsvCell } from '#shared/csv/write-csv';
import type { ImportType } from '#shared/imports/import-types';
import { ivmrExportRows } from '#lambdas/imports/targets/ivmr-export';
import { maintenanceExportRows } from '#lambdas/imports/targets/maintenance-export';
import { payrollExportRows } from '#lambdas/imports/targets/payroll-export';
import type { LedgerChange } from './target.ts';

/** A header row, then one row a record, from the items the batch wrote. */
export type ExportRows = (changes: readonly LedgerChange[]) => CsvCell[][];

/**
 * The export of a batch (GET /imports/{importBatchId}/export) for each type whose CSV is not simply its
 * columns read from each `after` item (the generic export). Kept apart from the targets, so the export
 * route carries none of the imports' check and write paths.
 */
const EXPORTS: Partial<Record<ImportType, ExportRows>> = {
  maintenance: maintenanceExportRows,
  payroll: payrollExportRows,
  ivmr: ivmrExportRows,
};

export function exportRowsOf(type: ImportType): ExportRows | undefined {
  return EXPORTS[type];
}
