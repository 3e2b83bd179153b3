import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { failureMessage } from '#lambdas/workflows/pay-run/task-input';
import { removalInput } from './task-input.ts';
import { processingError } from '#lambdas/payroll/runs/run-bounds';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/**
 * The removal broke part way: what is left of the statement is not a consistent run, so the run is
 * `failed` (not busy) and says to remove the statement again, which starts over and finishes the job.
 */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/statement-removal/fail');
  const { companyId, PayRunID, error } = removalInput.parse(event);
  const message = `Removing the statement failed (${failureMessage(error)}); remove it again.`;
  await payRunEntity()
    .patch({ companyId, PayRunID })
    .set({ status: 'failed', isProcessed: false, processingErrors: [processingError('', message)] })
    .go();
  return { PayRunID, status: 'failed', message };
});
