import { countChunk } from './count-chunk.ts';
import { chunkFailureInput, failureMessage } from './task-input.ts';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/** A chunk whose pay failed as a whole: its drivers are listed on the run with the reason; the other chunks carry on. */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/pay-run/record-driver-failure');
  const { companyId, PayRunID, calculationId, chunk, DriverIDs, error } = chunkFailureInput.parse(event);
  const message = failureMessage(error);
  await countChunk({ companyId, PayRunID, calculationId, chunk }, 0, DriverIDs.map((DriverID) => ({ DriverID, message })));
  return { failed: DriverIDs.length, message };
});
