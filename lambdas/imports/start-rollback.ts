import { importBatchParams, rollbackBody } from '#shared/imports/api';
import { canRollBack, rollbackRefusal } from '#shared/imports/import-types';
import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { ConflictError, ValidationError } from '#lambdas/http/errors';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { isConditionalFailure } from '#lambdas/payroll/conditional';
import { IMPORT_ROLLBACK } from '#lambdas/workflows/import-rollback/definition';
import { startAfterChange } from '#lambdas/workflows/start-workflow';
import { chunkList } from './pipeline/workflow-input.ts';
import { loadBatch } from './import-access.ts';
import { importView } from './import-view.ts';
import { ALREADY_ROLLED_BACK, rollbackCheck, rollbackRefused, typeRollbackRefusal, warningText } from './rollback-warnings.ts';

/**
 * Rolls a completed import back (workflow `import-rollback`). A type without rollback is 400; an import
 * not completed (a second rollback included) is 409; warnings (records changed since, later imports) are
 * 409 naming them until the caller accepts them. `completed` → `rolling-back` is one conditional update.
 */
export const handler = companyRoute({ params: importBatchParams, body: rollbackBody }, async ({ caller, params, body }) => {
  const { companyId } = caller;
  const entry = await loadBatch(caller, params.importBatchId);
  if (!canRollBack(entry.importType)) throw new ValidationError(rollbackRefusal(entry.importType), { importType: rollbackRefusal(entry.importType) });
  const refused = rollbackRefused(entry);
  if (refused) throw new ConflictError(refused);
  const typeRefusal = await typeRollbackRefusal(entry);
  if (typeRefusal) throw new ConflictError(typeRefusal);
  if (!body.acceptWarnings) {
    const warning = warningText(await rollbackCheck(entry));
    if (warning) throw new ConflictError(warning);
  }
  const { importBatchId } = entry;
  const executionName = `rollback-${importBatchId}-${Date.now()}`;
  try {
    await importHistoryEntity()
      .patch({ companyId, importBatchId })
      .set({ status: 'rolling-back', chunksDone: 0, executionName })
      .where(({ status }, { eq }) => eq(status, 'completed'))
      .go();
  } catch (error) {
    if (isConditionalFailure(error)) throw new ConflictError(ALREADY_ROLLED_BACK);
    throw error;
  }
  const input = {
    companyId, importBatchId, importType: entry.importType, importedBy: entry.importedBy ?? '', now: entry.importedAt, PayRunID: entry.PayRunID ?? '',
    rolledBackBy: caller.displayName, rolledBackByUid: caller.userId, chunks: chunkList(entry.chunkCount ?? 0, true),
  };
  await startAfterChange(IMPORT_ROLLBACK, input, executionName, {
    what: 'the rollback',
    undo: () => importHistoryEntity().patch({ companyId, importBatchId }).set({ status: 'completed' }).remove(['executionName']).where(({ status }, { eq }) => eq(status, 'rolling-back')).go(),
  });
  return json(202, importView({ ...entry, status: 'rolling-back', chunksDone: 0 }));
});
