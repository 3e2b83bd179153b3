import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { failureInput, failureMessage } from './task-input.ts';
import { processingError } from '#lambdas/payroll/runs/run-bounds';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/** The whole calculation failed (not one driver): the run says so and keeps what was written. */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/pay-run/fail-calculation');
  const { companyId, PayRunID, error } = failureInput.parse(event);
  const message = failureMessage(error);
  await payRunEntity()
    .patch({ companyId, PayRunID })
    .set({ status: 'failed' })
    .append({ processingErrors: [processingError('', message)] })
    .go();
  return { failed: true, message };
});
