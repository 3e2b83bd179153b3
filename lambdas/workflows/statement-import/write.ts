import { readStatementFile } from '#lambdas/imports/statement-file';
import { deleteStatementRows, writeStatementRows } from '#lambdas/imports/statement-rows';
import { importInput } from './task-input.ts';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/** Writes the validated statement. Idempotent: a retry first removes what an earlier try of this batch wrote. */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/statement-import/write');
  const input = importInput.parse(event);
  const read = await readStatementFile(input.fileKey);
  if (!read.ok) throw new Error('The statement changed after it was validated.');
  await deleteStatementRows(input.companyId, input.PayRunID, input.importBatchId);
  await writeStatementRows(input.companyId, input.PayRunID, input.importBatchId, read.trips, read.fuel);
  return { ...input, tripCount: read.trips.length, fuelCount: read.fuel.length };
});
