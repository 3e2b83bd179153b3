import { randomUUID } from 'node:crypto';
import { payRunParams } from '#shared/payroll-api/common';
import { isRunBusy } from '#shared/payroll-api/pay-runs';
import { statementImportBody } from '#shared/payroll-api/statement';
import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { payRunEntity } from '#lambdas/data/entities/pay-run';
import { ConflictError, ValidationError } from '#lambdas/http/errors';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { loadRun } from '#lambdas/payroll/calculation/run-context';
import { STATEMENT_IMPORT } from '#lambdas/workflows/statement-import/definition';
import { startAfterChange } from '#lambdas/workflows/start-workflow';
import { importView } from './import-view.ts';
import { statementPrefix } from './uploads.ts';

/** Starts the import workflow for an uploaded statement; the run must have no statement yet. */
export const handler = companyRoute({ params: payRunParams, body: statementImportBody }, async ({ caller, params, body }) => {
  const { companyId } = caller;
  if (!body.fileKey.startsWith(statementPrefix(companyId)) || body.fileKey.includes('..')) {
    throw new ValidationError('Invalid body: fileKey', { fileKey: 'Not an upload of this company; request an upload first.' });
  }
  const run = await loadRun(companyId, params.id);
  if (isRunBusy(run.status)) throw new ConflictError(`The pay run is ${run.status}; wait until it finishes.`);
  if ((run.DriverList as unknown[]).length > 0) throw new ConflictError('This pay run already has a statement; remove its statement data first.');
  const importBatchId = randomUUID();
  const now = new Date().toISOString();
  const fileName = body.fileName ?? body.fileKey.split('/').pop() ?? 'statement';
  try {
    await payRunEntity().patch({ companyId, PayRunID: run.PayRunID }).set({ status: 'importing' }).where(({ status }, { eq }) => eq(status, run.status)).go();
  } catch (error) {
    if ((error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException') throw new ConflictError('The pay run changed meanwhile; try again.');
    throw error;
  }
  const { data } = await importHistoryEntity()
    .create({ companyId, importBatchId, importType: 'payroll', status: 'importing', PayRunID: run.PayRunID, fileName, fileKey: body.fileKey, importedAt: now, importedByUid: caller.userId, importedBy: caller.displayName })
    .go();
  await startAfterChange(STATEMENT_IMPORT, { companyId, PayRunID: run.PayRunID, importBatchId, fileKey: body.fileKey, previousStatus: run.status }, importBatchId, {
    what: 'the import',
    undo: async () => {
      await importHistoryEntity().patch({ companyId, importBatchId }).set({ status: 'failed', failureMessage: 'The import could not be started.' }).go();
      // Conditional: a run no longer importing was changed by someone else since, and keeps that change.
      await payRunEntity().patch({ companyId, PayRunID: run.PayRunID }).set({ status: run.status }).where(({ status }, { eq }) => eq(status, 'importing')).go();
    },
  });
  return json(202, importView(data as never));
});
