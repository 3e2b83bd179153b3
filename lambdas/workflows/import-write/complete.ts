import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { batchLedgers } from '#lambdas/imports/pipeline/ledger';
import { targetOf } from '#lambdas/imports/pipeline/targets';
import { removeChunkFiles } from '#lambdas/imports/pipeline/work-files';
import { batchInput } from '#lambdas/imports/pipeline/workflow-input';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/** Every chunk is written: what derives from the records follows (search months, reminders, …) and the import is `completed`. */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/import-write/complete');
  const input = batchInput.parse(event);
  const { companyId, importBatchId } = input;
  const ledgers = await batchLedgers(companyId, importBatchId);
  const changes = ledgers.flatMap((l) => l.changes);
  await targetOf(input.importType).settle?.(companyId, changes);
  const { data: entry } = await importHistoryEntity().get({ companyId, importBatchId }).go();
  await importHistoryEntity()
    .patch({ companyId, importBatchId })
    .set({ status: 'completed', chunksDone: entry?.chunkCount ?? ledgers.length })
    .remove(['executionName'])
    .go();
  // The rows are in the ledger now; the chunk files were only the write's input.
  await removeChunkFiles(companyId, importBatchId, entry?.chunkCount ?? 0).catch(() => undefined);
  return { importBatchId, status: 'completed', changes: changes.length };
});
