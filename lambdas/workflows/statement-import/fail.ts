import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { removeLedger } from '#lambdas/imports/pipeline/ledger';
import { deleteStatementRows } from '#lambdas/imports/statement-rows';
import { failureMessage } from '#lambdas/workflows/pay-run/task-input';
import { importInput } from './task-input.ts';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/** An import that broke while writing leaves nothing behind: its rows are deleted and the run restored. */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/statement-import/fail');
  const input = importInput.parse(event);
  const { companyId, PayRunID, importBatchId } = input;
  await deleteStatementRows(companyId, PayRunID, importBatchId);
  // The ledger of a write that broke: nothing of it stays, so nothing is there to roll back.
  await removeLedger(companyId, importBatchId);
  await importHistoryEntity().patch({ companyId, importBatchId }).set({ status: 'failed', failureMessage: failureMessage(input.error) }).go();
  await payRunEntity().patch({ companyId, PayRunID }).set({ status: input.previousStatus }).go();
  return { importBatchId, status: 'failed' };
});
