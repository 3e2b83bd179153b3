import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { readStatementFile } from '#lambdas/imports/statement-file';
import { POOL_ROWS_REASON } from '#lambdas/imports/targets/payroll';
import { importInput } from './task-input.ts';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/**
 * Records the import as completed with its counts. The run itself (imported, its driver and vehicle
 * lists) was put by the write from the batch's ledger, so the ledger's `after` is what the run holds.
 */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/statement-import/complete');
  const input = importInput.parse(event);
  const { companyId, importBatchId } = input;
  const read = await readStatementFile(input.fileKey);
  if (!read.ok) throw new Error('The statement changed after it was validated.');
  const vehicles = new Set([...read.trips.map((t) => t.VehicleID), ...read.fuel.map((f) => f.VehicleID)]);
  await importHistoryEntity()
    .patch({ companyId, importBatchId })
    .set({
      status: 'completed', tripCount: read.trips.length, fuelCount: read.fuel.length, vehicleCount: vehicles.size, droppedPoolRows: read.droppedPoolRows,
      // The counts every import's history shows (shared/imports/api.ts ImportStats): each trip and fuel row is created, the run updated.
      totalRows: read.trips.length + read.fuel.length + read.droppedPoolRows, createCount: read.trips.length + read.fuel.length, updateCount: 1, skippedCount: read.droppedPoolRows,
      ...(read.droppedPoolRows > 0 ? { skippedReason: POOL_ROWS_REASON } : {}),
      // One ledger chunk (the write's): the Imports page's rollback restores it.
      chunkCount: 1, chunksDone: 1,
    })
    .go();
  return { importBatchId, status: 'completed', tripCount: read.trips.length, fuelCount: read.fuel.length };
});
