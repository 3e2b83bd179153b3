import { payRunEntity } from '../../data/entities/pay-run.ts';
import { failureInput, failureMessage } from './task-input.ts';
import { processingError } from '../../payroll/runs/run-bounds.ts';
import { assertEnvironmentOf } from '../../handler-environment.ts';

/** The whole calculation failed (not one driver): the run says so and keeps what was written. */
export async function handler(event: unknown) {
  assertEnvironmentOf('workflows/pay-run/fail-calculation');
  const { companyId, PayRunID, error } = failureInput.parse(event);
  const message = failureMessage(error);
  await payRunEntity()
    .patch({ companyId, PayRunID })
    .set({ status: 'failed' })
    .append({ processingErrors: [processingError('', message)] })
    .go();
  return { failed: true, message };
}
