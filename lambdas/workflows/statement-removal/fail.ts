import { payRunEntity } from '../../data/entities/pay-run.ts';
import { failureMessage } from '../pay-run/task-input.ts';
import { removalInput } from './task-input.ts';
import { processingError } from '../../payroll/runs/run-bounds.ts';
import { assertEnvironmentOf } from '../../handler-environment.ts';

/**
 * The removal broke part way: what is left of the statement is not a consistent run, so the run is
 * `failed` (not busy) and says to remove the statement again, which starts over and finishes the job.
 */
export async function handler(event: unknown) {
  assertEnvironmentOf('workflows/statement-removal/fail');
  const { companyId, PayRunID, error } = removalInput.parse(event);
  const message = `Removing the statement failed (${failureMessage(error)}); remove it again.`;
  await payRunEntity()
    .patch({ companyId, PayRunID })
    .set({ status: 'failed', isProcessed: false, processingErrors: [processingError('', message)] })
    .go();
  return { PayRunID, status: 'failed', message };
}
