import { randomUUID } from 'node:crypto';
import { isRunBusy } from '#shared/payroll-api/pay-runs';
import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { payRunEntity, type PayRunItem } from '#lambdas/data/entities/pay-run';
import { ConflictError } from '#lambdas/http/errors';
import { STATEMENT_IMPORT } from '#lambdas/workflows/statement-import/definition';
import { startAfterChange } from '#lambdas/workflows/start-workflow';
import { importView } from './import-view.ts';

/** Who imports: recorded on the import history entry. */
export interface ImportedBy {
  userId: string;
  displayName: string;
}

/**
 * Starts the statement import workflow for a file already under the company's statement prefix (an upload,
 * or a file fetched from the settlement portal); the run must be idle and have no statement yet. 202's body.
 */
export async function startStatementImport(companyId: string, run: PayRunItem, fileKey: string, fileName: string, by: ImportedBy) {
  if (isRunBusy(run.status)) throw new ConflictError(`The pay run is ${run.status}; wait until it finishes.`);
  if ((run.DriverList as unknown[]).length > 0) throw new ConflictError('This pay run already has a statement; remove its statement data first.');
  const importBatchId = randomUUID();
  const now = new Date().toISOString();
  try {
    await payRunEntity().patch({ companyId, PayRunID: run.PayRunID }).set({ status: 'importing' }).where(({ status }, { eq }) => eq(status, run.status)).go();
  } catch (error) {
    if ((error as { cause?: { name?: string } }).cause?.name === 'ConditionalCheckFailedException') throw new ConflictError('The pay run changed meanwhile; try again.');
    throw error;
  }
  // Conditional: a run no longer importing was changed by someone else since, and keeps that change.
  const putRunBack = () => payRunEntity().patch({ companyId, PayRunID: run.PayRunID }).set({ status: run.status }).where(({ status }, { eq }) => eq(status, 'importing')).go();
  let data: unknown;
  try {
    ({ data } = await importHistoryEntity()
      .create({ companyId, importBatchId, importType: 'payroll', status: 'importing', PayRunID: run.PayRunID, fileName, fileKey, importedAt: now, importedByUid: by.userId, importedBy: by.displayName })
      .go());
  } catch (error) {
    // Without its history entry the import never starts: the run must not stay "importing" for good.
    await putRunBack().catch(() => undefined);
    throw error;
  }
  await startAfterChange(STATEMENT_IMPORT, { companyId, PayRunID: run.PayRunID, importBatchId, fileKey, previousStatus: run.status }, importBatchId, {
    what: 'the import',
    undo: async () => {
      await importHistoryEntity().patch({ companyId, importBatchId }).set({ status: 'failed', failureMessage: 'The import could not be started.' }).go();
      await putRunBack();
    },
  });
  return importView(data as never);
}
