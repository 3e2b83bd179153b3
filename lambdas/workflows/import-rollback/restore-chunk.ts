import { chunkLedger, countChunkOnce, restoreChanges } from '#lambdas/imports/pipeline/ledger';
import { chunkInput } from '#lambdas/imports/pipeline/workflow-input';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/**
 * Restores one chunk of a rollback: every item the chunk wrote gets its `before` back, or is deleted when
 * the chunk created it. A chunk already stamped restored (a rollback that broke after it) is left alone;
 * restoring twice would leave the same table anyway.
 */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/import-rollback/restore-chunk');
  const { companyId, importBatchId, chunk } = chunkInput.parse(event);
  const ledger = await chunkLedger(companyId, importBatchId, chunk);
  if (!ledger) return { chunk, restored: 0 };
  if (ledger.parts[0]?.restoredAt) return { chunk, restored: 0 };
  await restoreChanges(ledger.changes);
  await countChunkOnce(companyId, importBatchId, chunk, 'restoredAt');
  return { chunk, restored: ledger.changes.length };
});
