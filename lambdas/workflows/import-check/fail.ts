import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { batchInput } from '#lambdas/imports/pipeline/workflow-input';
import { failureMessage } from '#lambdas/workflows/pay-run/task-input';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/** The check itself broke (not the file's rows): the import is `failed`, nothing was written. */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/import-check/fail');
  const input = batchInput.parse(event);
  const message = `The file could not be checked (${failureMessage(input.error)}); nothing was imported.`;
  await importHistoryEntity().patch({ companyId: input.companyId, importBatchId: input.importBatchId }).set({ status: 'failed', failureMessage: message }).go();
  return { importBatchId: input.importBatchId, status: 'failed' };
});
