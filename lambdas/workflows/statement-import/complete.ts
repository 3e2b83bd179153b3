import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { readStatementFile } from '#lambdas/imports/statement-file';
import { statementDriverList } from '#lambdas/imports/statement-drivers';
import { POOL_ROWS_REASON } from '#lambdas/imports/targets/payroll';
import { statementOverRunBounds } from '#lambdas/payroll/runs/run-bounds';
import { importInput } from './task-input.ts';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/** Records the import: the run's driver and vehicle lists from the statement, and a completed history entry. */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/statement-import/complete');
  const input = importInput.parse(event);
  const { companyId, PayRunID, importBatchId } = input;
  const read = await readStatementFile(input.fileKey);
  if (!read.ok) throw new Error('The statement changed after it was validated.');
  const vehicles = new Set([...read.trips.map((t) => t.VehicleID), ...read.fuel.map((f) => f.VehicleID)]);
  const drivers = statementDriverList(read.trips);
  const tooBig = statementOverRunBounds(drivers, [...vehicles]);
  if (tooBig) throw new Error(tooBig);
  const fileName = input.fileKey.split('/').pop() ?? 'statement';
  await payRunEntity()
    .patch({ companyId, PayRunID })
    .set({
      status: 'imported',
      isProcessed: false,
      importBatchId,
      statementFilePath: input.fileKey,
      statementFileUrl: fileName,
      DriverList: drivers,
      VehicleList: [...vehicles].sort(),
    })
    .go();
  await importHistoryEntity()
    .patch({ companyId, importBatchId })
    .set({
      status: 'completed', tripCount: read.trips.length, fuelCount: read.fuel.length, vehicleCount: vehicles.size, droppedPoolRows: read.droppedPoolRows,
      // The counts every import's history shows (shared/imports/api.ts ImportStats): each trip and fuel row is created.
      totalRows: read.trips.length + read.fuel.length + read.droppedPoolRows, createCount: read.trips.length + read.fuel.length, skippedCount: read.droppedPoolRows,
      ...(read.droppedPoolRows > 0 ? { skippedReason: POOL_ROWS_REASON } : {}),
    })
    .go();
  return { importBatchId, status: 'completed', tripCount: read.trips.length, fuelCount: read.fuel.length };
});
