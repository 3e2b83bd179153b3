import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { removalInput } from './task-input.ts';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/** Records the removal: the run is a draft without a statement again, its import rolled back (who and when). */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/statement-removal/complete');
  const { companyId, PayRunID, importBatchId, removedBy, removedByUid, removed } = removalInput.parse(event);
  await payRunEntity()
    .patch({ companyId, PayRunID })
    .set({ status: 'draft', isProcessed: false, DriverList: [], VehicleList: [], processingErrors: [], TotalTripRevenue: 0, TotalCompensation: 0, driversDone: 0, driversTotal: 0, driversFailed: 0 })
    .remove(['importBatchId', 'statementFilePath', 'statementFileUrl', 'calculatedAt'])
    .go();
  if (importBatchId) {
    await importHistoryEntity()
      .patch({ companyId, importBatchId })
      .set({ status: 'rolled-back', rolledBackAt: new Date().toISOString(), rolledBackBy: removedBy, rolledBackByUid: removedByUid })
      .go()
      // A patch of a missing entry fails its existence condition; the run, already recorded, is what matters.
      .catch(() => undefined);
  }
  return { PayRunID, status: 'draft', removed };
});
