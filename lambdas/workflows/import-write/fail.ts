import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { batchLedgers, removeLedger, restoreChanges } from '#lambdas/imports/pipeline/ledger';
import { targetOf } from '#lambdas/imports/pipeline/targets';
import { batchInput } from '#lambdas/imports/pipeline/workflow-input';
import { failureMessage } from '#lambdas/workflows/pay-run/task-input';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/**
 * The write broke part way: the import is marked `failed` first (a chunk still running then undoes its
 * own writes, see write-chunk.ts), then whatever the ledger recorded is put back, newest chunk first, so
 * nothing of the import stays. Idempotent, so a retry of this task is safe.
 */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/import-write/fail');
  const input = batchInput.parse(event);
  const { companyId, importBatchId } = input;
  const message = `The import failed while writing (${failureMessage(input.error)}); nothing of it was kept. Check the file again to retry.`;
  await importHistoryEntity().patch({ companyId, importBatchId }).set({ status: 'failed', failureMessage: message }).go();
  const ledgers = await batchLedgers(companyId, importBatchId);
  for (const ledger of [...ledgers].reverse()) await restoreChanges(ledger.changes);
  await targetOf(input.importType).settle?.(companyId, ledgers.flatMap((l) => l.changes));
  await removeLedger(companyId, importBatchId);
  await importHistoryEntity().patch({ companyId, importBatchId }).set({ chunksDone: 0 }).remove(['executionName']).go();
  return { importBatchId, status: 'failed' };
});
