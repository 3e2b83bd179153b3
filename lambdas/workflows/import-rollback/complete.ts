import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { batchLedgers } from '#lambdas/imports/pipeline/ledger';
import { targetOf } from '#lambdas/imports/pipeline/targets';
import { rollbackInput } from '#lambdas/imports/pipeline/workflow-input';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/** Every chunk is restored: the derived data follows and the import is `rolled-back`, with who and when. */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/import-rollback/complete');
  const input = rollbackInput.parse(event);
  const { companyId, importBatchId } = input;
  const ledgers = await batchLedgers(companyId, importBatchId);
  await targetOf(input.importType).settle?.(companyId, ledgers.flatMap((l) => l.changes));
  const { data: entry } = await importHistoryEntity().get({ companyId, importBatchId }).go();
  await importHistoryEntity()
    .patch({ companyId, importBatchId })
    .set({ status: 'rolled-back', chunksDone: entry?.chunkCount ?? 0, rolledBackAt: new Date().toISOString(), rolledBackBy: input.rolledBackBy, rolledBackByUid: input.rolledBackByUid })
    .remove(['executionName', 'failureMessage'])
    .go();
  return { importBatchId, status: 'rolled-back' };
});
