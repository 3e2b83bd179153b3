import { randomUUID } from 'node:crypto';
import { importStartBody } from '#shared/imports/api';
import { importTypeDef } from '#shared/imports/type-defs';
import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { ValidationError } from '#lambdas/http/errors';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { IMPORT_CHECK } from '#lambdas/workflows/import-check/definition';
import { startAfterChange } from '#lambdas/workflows/start-workflow';
import { uploadPrefix } from './pipeline/work-files.ts';
import { targetOf } from './pipeline/targets.ts';
import { assertMayImport } from './import-access.ts';
import { importView } from './import-view.ts';
import { assertRunTakesStatement } from './targets/payroll-run.ts';

/**
 * Starts the dry run of an uploaded file (workflow `import-check`): 202 with the entry `validating`; poll
 * GET /imports/{importBatchId} until it is `ready` (preview shown, confirm to write) or `failed` (errors).
 */
export const handler = companyRoute({ body: importStartBody }, async ({ caller, body }) => {
  const { companyId } = caller;
  assertMayImport(caller, body.importType);
  if (!body.fileKey.startsWith(uploadPrefix(companyId, body.importType)) || body.fileKey.includes('..')) {
    throw new ValidationError('Invalid body: fileKey', { fileKey: 'Not an upload of this company for this import type; request an upload first.' });
  }
  const def = importTypeDef(body.importType);
  if (def.needsPayRun && !body.PayRunID) throw new ValidationError('Invalid body: PayRunID', { PayRunID: 'Choose the pay run the statement goes into.' });
  if (!def.needsPayRun && body.PayRunID) throw new ValidationError('Invalid body: PayRunID', { PayRunID: `A ${def.label} import goes into no pay run.` });
  targetOf(body.importType);
  // The statement's pay run: another company's is 404, a busy one or one with a statement 409 (the statement import's texts).
  if (def.needsPayRun) await assertRunTakesStatement(companyId, body.PayRunID);
  const importBatchId = randomUUID();
  const now = new Date().toISOString();
  const fileName = body.fileName ?? body.fileKey.split('/').pop() ?? 'import';
  const { data } = await importHistoryEntity()
    .create({
      companyId, importBatchId, importType: body.importType, status: 'validating', PayRunID: body.PayRunID ?? '', fileName, fileKey: body.fileKey,
      importedAt: now, importedByUid: caller.userId, importedBy: caller.displayName, executionName: `check-${importBatchId}`,
    })
    .go();
  const input = { companyId, importBatchId, importType: body.importType, importedBy: caller.displayName, now, PayRunID: body.PayRunID ?? '', fileKey: body.fileKey, fileName };
  await startAfterChange(IMPORT_CHECK, input, `check-${importBatchId}`, {
    what: 'the check of the file',
    undo: () => importHistoryEntity().delete({ companyId, importBatchId }).go(),
  });
  return json(202, importView(data as never));
});
