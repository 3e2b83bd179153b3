import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { rollbackInput } from '#lambdas/imports/pipeline/workflow-input';
import { failureMessage } from '#lambdas/workflows/pay-run/task-input';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/**
 * The rollback broke part way: the import is `completed` again with why. Restoring is idempotent and
 * restored chunks are stamped, so rolling back again finishes the job.
 */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/import-rollback/fail');
  const input = rollbackInput.parse(event);
  const message = `The rollback did not finish (${failureMessage(input.error)}); roll the import back again to finish it.`;
  await importHistoryEntity().patch({ companyId: input.companyId, importBatchId: input.importBatchId }).set({ status: 'completed', failureMessage: message }).remove(['executionName']).go();
  return { importBatchId: input.importBatchId, status: 'completed' };
});
