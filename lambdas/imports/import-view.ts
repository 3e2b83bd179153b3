import type { ImportDetail, ImportView, PreviewRow } from '#shared/imports/api';
import { canExport } from '#shared/imports/import-types';
import type { ImportHistoryItem } from '#lambdas/data/entities/import-history';
import { rollbackRefused } from './rollback-refusal.ts';

/** What a payroll statement import counted (the Payroll Tools run page shows them beside the entry). */
interface StatementCounts {
  PayRunID: string;
  tripCount: number;
  fuelCount: number;
  vehicleCount: number;
  droppedPoolRows: number;
  errorCount: number;
  rowErrors: Array<{ row: number; column: string; reason: string }>;
}

/** One history entry as the API answers it; a payroll entry keeps its statement counts beside. */
export function importView(item: ImportHistoryItem): ImportView & Partial<StatementCounts> {
  const view: ImportView = {
    importBatchId: item.importBatchId,
    importType: item.importType,
    status: item.status,
    fileName: item.fileName ?? 'unknown',
    ...(item.PayRunID ? { PayRunID: item.PayRunID } : {}),
    importedAt: item.importedAt,
    createdAt: item.createdAt ?? item.importedAt,
    updatedAt: item.updatedAt ?? item.importedAt,
    importedByUid: item.importedByUid,
    importedBy: item.importedBy ?? '',
    stats: {
      totalRows: item.totalRows ?? 0,
      createCount: item.createCount ?? 0,
      updateCount: item.updateCount ?? 0,
      unchangedCount: item.unchangedCount ?? 0,
      skippedCount: item.skippedCount ?? 0,
      errorCount: item.errorCount ?? 0,
    },
    progress: { done: item.chunksDone ?? 0, total: item.chunkCount ?? 0 },
    unknownHeaders: item.unknownHeaders ?? [],
    ...(item.skippedReason ? { skippedReason: item.skippedReason } : {}),
    ...(item.failureMessage ? { failureMessage: item.failureMessage } : {}),
    ...(item.rolledBackAt ? { rolledBackAt: item.rolledBackAt, rolledBackBy: item.rolledBackBy ?? '', rolledBackByUid: item.rolledBackByUid ?? '' } : {}),
    canRollBack: rollbackRefused(item) === undefined,
    canExport: item.status === 'completed' && canExport(item.importType),
  };
  if (item.importType !== 'payroll') return view;
  return {
    ...view,
    PayRunID: item.PayRunID ?? '',
    tripCount: item.tripCount ?? 0,
    fuelCount: item.fuelCount ?? 0,
    vehicleCount: item.vehicleCount ?? 0,
    droppedPoolRows: item.droppedPoolRows ?? 0,
    errorCount: item.errorCount ?? 0,
    // Payroll Tools opens a refused statement from the history list and shows its errors.
    rowErrors: rowErrorsOf(item),
  };
}

const rowErrorsOf = (item: ImportHistoryItem) => (item.rowErrors ?? []).map((e) => ({ row: e.row, column: e.column, reason: e.reason }));

export function importDetail(item: ImportHistoryItem, preview: PreviewRow[]): ImportDetail {
  return { ...importView(item), rowErrors: rowErrorsOf(item), preview };
}
