import { applyChanges, recordChunk } from '#lambdas/imports/pipeline/ledger';
import { readStatementFile } from '#lambdas/imports/statement-file';
import { planPayroll } from '#lambdas/imports/targets/payroll';
import { importInput } from './task-input.ts';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/**
 * Writes the validated statement as the imports pipeline writes a payroll import: planned by the payroll
 * import's own target, recorded in the batch's ledger (one chunk) before anything is put, then put. So
 * the Imports page rolls it back and exports it like any payroll import. Idempotent: a retry reuses the
 * recorded ledger and puts the same items again.
 */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/statement-import/write');
  const input = importInput.parse(event);
  const { companyId, PayRunID, importBatchId } = input;
  const read = await readStatementFile(input.fileKey);
  if (!read.ok) throw new Error('The statement changed after it was validated.');
  const statement = { trips: read.trips, fuel: read.fuel, tripRows: [], fuelRows: [], droppedPoolRows: read.droppedPoolRows };
  const context = { importBatchId, importedBy: '', now: new Date().toISOString(), PayRunID };
  const planned = await planPayroll(companyId, [{ row: 2, value: statement }], context, { previousStatus: input.previousStatus });
  const ledger = await recordChunk(companyId, importBatchId, 0, read.trips.length + read.fuel.length, planned.flatMap((p) => p.changes));
  await applyChanges(ledger.changes);
  return { ...input, tripCount: read.trips.length, fuelCount: read.fuel.length };
});
