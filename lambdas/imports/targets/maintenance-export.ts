import { csvCellOf, type CsvCell } from '#shared/csv/write-csv';
import { maintenanceImportDef } from '#shared/imports/types/maintenance';
import type { LedgerChange } from '#lambdas/imports/pipeline/target';

/** The template's columns, so an export imports again as it is; cost lines as their parts and labour totals. */
export function maintenanceExportRows(changes: readonly LedgerChange[]): CsvCell[][] {
  const header = maintenanceImportDef.columns.map((c) => c.name);
  const attribute: Readonly<Record<string, string>> = { PartsCost: 'partsTotal', LabourCost: 'labourTotal' };
  const rows: CsvCell[][] = [...changes].sort((a, b) => a.row - b.row).map(({ after }) =>
    header.map((column) => {
      const value = after[attribute[column] ?? column];
      if (typeof value === 'boolean') return value ? 'yes' : 'no';
      return csvCellOf(value);
    }),
  );
  return [header, ...rows];
}
