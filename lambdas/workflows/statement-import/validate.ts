import { MAX_REPORTED_ROW_ERRORS } from '#shared/statement/columns';
import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { readStatementFile } from '#lambdas/imports/statement-file';
import { statementDriverList } from '#lambdas/imports/statement-drivers';
import { statementOverRunBounds } from '#lambdas/payroll/runs/run-bounds';
import { importInput } from './task-input.ts';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { observedTask } from '#lambdas/observability/observed-task';

/**
 * Validates the whole statement before anything is written. A rejected file ends the import here:
 * the history entry is failed with its row errors and the run goes back to what it was.
 */
export const handler = observedTask(async (event: unknown) => {
  assertEnvironmentOf('workflows/statement-import/validate');
  const input = importInput.parse(event);
  const { companyId, PayRunID, importBatchId } = input;
  const read = await readStatementFile(input.fileKey);
  const tooBig = read.ok ? statementOverRunBounds(statementDriverList(read.trips), [...new Set([...read.trips, ...read.fuel].map((r) => r.VehicleID))]) : undefined;
  if (read.ok && !tooBig) return { ...input, valid: true, tripCount: read.trips.length, fuelCount: read.fuel.length };
  const errorCount = read.ok ? 1 : read.errorCount;
  await importHistoryEntity()
    .patch({ companyId, importBatchId })
    .set(
      read.ok
        ? { status: 'failed', rowErrors: [], errorCount, failureMessage: `${tooBig} Nothing was imported.` }
        : { status: 'failed', rowErrors: read.errors.slice(0, MAX_REPORTED_ROW_ERRORS), errorCount, failureMessage: `The statement has ${read.errorCount} problem(s); nothing was imported.` },
    )
    .go();
  await payRunEntity().patch({ companyId, PayRunID }).set({ status: input.previousStatus }).go();
  return { ...input, valid: false, errorCount };
});
