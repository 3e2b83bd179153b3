import { payRunParams } from '#shared/payroll-api/common';
import { statementImportBody } from '#shared/payroll-api/statement';
import { ValidationError } from '#lambdas/http/errors';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { loadRun } from '#lambdas/payroll/calculation/run-context';
import { startStatementImport } from './start-statement-workflow.ts';
import { statementPrefix } from './uploads.ts';

/** Starts the import workflow for an uploaded statement; the run must have no statement yet. */
export const handler = companyRoute({ params: payRunParams, body: statementImportBody }, async ({ caller, params, body }) => {
  const { companyId } = caller;
  if (!body.fileKey.startsWith(statementPrefix(companyId)) || body.fileKey.includes('..')) {
    throw new ValidationError('Invalid body: fileKey', { fileKey: 'Not an upload of this company; request an upload first.' });
  }
  const run = await loadRun(companyId, params.id);
  const fileName = body.fileName ?? body.fileKey.split('/').pop() ?? 'statement';
  return json(202, await startStatementImport(companyId, run, body.fileKey, fileName, caller));
});
