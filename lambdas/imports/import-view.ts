import type { ImportHistoryView, ImportStatus } from '#shared/payroll-api/statement';
import type { ImportHistoryItem } from '#lambdas/data/entities/import-history';

export function importView(item: ImportHistoryItem): ImportHistoryView {
  return {
    importBatchId: item.importBatchId,
    importType: 'payroll',
    status: item.status as ImportStatus,
    PayRunID: item.PayRunID ?? '',
    fileName: item.fileName ?? 'unknown',
    importedAt: item.importedAt,
    createdAt: item.createdAt ?? item.importedAt,
    updatedAt: item.updatedAt ?? item.importedAt,
    importedByUid: item.importedByUid,
    tripCount: item.tripCount ?? 0,
    fuelCount: item.fuelCount ?? 0,
    vehicleCount: item.vehicleCount ?? 0,
    droppedPoolRows: item.droppedPoolRows ?? 0,
    rowErrors: (item.rowErrors ?? []) as ImportHistoryView['rowErrors'],
    errorCount: item.errorCount ?? 0,
    ...(item.failureMessage ? { failureMessage: item.failureMessage } : {}),
    ...(item.rolledBackAt ? { rolledBackAt: item.rolledBackAt, rolledBackBy: item.rolledBackBy ?? '', rolledBackByUid: item.rolledBackByUid ?? '' } : {}),
  };
}
