import { randomUUID } from 'node:crypto';
import { STATEMENT_CONTENT_TYPES, statementUploadBody, type StatementUploadTicket } from '#shared/payroll-api/statement';
import { companyRoute } from '#lambdas/http/route-handler';
import { presignedPut, statementPrefix } from './uploads.ts';

const UPLOAD_SECONDS = 15 * 60;

/** A presigned PUT for one statement file under the caller's company; the import then names its key. */
export const handler = companyRoute({ body: statementUploadBody }, async ({ caller, body }) => {
  const extension = body.fileName.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv';
  const contentType = STATEMENT_CONTENT_TYPES[extension];
  const safeName = body.fileName.replace(/[^A-Za-z0-9._-]+/g, '_');
  const fileKey = `${statementPrefix(caller.companyId)}${randomUUID()}/${safeName}`;
  const ticket: StatementUploadTicket = {
    uploadUrl: await presignedPut(fileKey, contentType, UPLOAD_SECONDS),
    contentType,
    fileKey,
    expiresAt: new Date(Date.now() + UPLOAD_SECONDS * 1000).toISOString(),
  };
  return ticket;
});
