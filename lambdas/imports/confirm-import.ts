import { importBatchParams } from '#shared/imports/api';
import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { ConflictError } from '#lambdas/http/errors';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { IMPORT_WRITE } from '#lambdas/workflows/import-write/definition';
import { startAfterChange } from '#lambdas/workflows/start-workflow';
import { chunkList } from './pipeline/workflow-input.ts';
import { loadBatch } from './import-access.ts';
import { importView } from './import-view.ts';

/**
 * Writes a checked import (workflow `import-write`, in chunks): `ready` → `importing` in one conditional
 * update, so a second confirm (or one of a file still being checked) is 409; 202, poll the import.
 */
export const handler = companyRoute({ params: importBatchParams }, async ({ caller, params }) => {
  const { companyId } = caller;
  const entry = await loadBatch(caller, params.importBatchId);
  const { importBatchId } = entry;
  if (entry.status !== 'ready') throw new ConflictError(`This import is ${entry.status}; only a checked file that is ready can be imported.`);
  const executionName = `write-${importBatchId}`;
  try {
    await importHistoryEntity()
      .patch({ companyId, importBatchId })
      .set({ status: 'importing', chunksDone: 0, executionName })
      .where(({ status }, { eq }) => eq(status, 'ready'))
      .go();
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError('This import was confirmed already.');
    throw error;
  }
  const now = new Date().toISOString();
  const input = { companyId, importBatchId, importType: entry.importType, importedBy: entry.importedBy ?? caller.displayName, now, PayRunID: entry.PayRunID ?? '', chunks: chunkList(entry.chunkCount ?? 0) };
  await startAfterChange(IMPORT_WRITE, input, executionName, {
    what: 'the import',
    undo: () => importHistoryEntity().patch({ companyId, importBatchId }).set({ status: 'ready' }).remove(['executionName']).where(({ status }, { eq }) => eq(status, 'importing')).go(),
  });
  return json(202, importView({ ...entry, status: 'importing', chunksDone: 0 }));
});
