import { randomUUID } from 'node:crypto';
import { IMPORT_CONTENT_TYPES, importUploadBody, type ImportUploadTicket } from '#shared/imports/api';
import { companyRoute } from '#lambdas/http/route-handler';
import { uploadPrefix } from './pipeline/work-files.ts';
import { assertMayImport } from './import-access.ts';
import { presignedPut } from './uploads.ts';

const UPLOAD_SECONDS = 15 * 60;

/** A presigned PUT for one import file under the caller's company and the type; the check then names its key. */
export const handler = companyRoute({ body: importUploadBody }, async ({ caller, body }) => {
  assertMayImport(caller, body.importType);
  const extension = body.fileName.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv';
  const contentType = IMPORT_CONTENT_TYPES[extension];
  const safeName = body.fileName.replace(/[^A-Za-z0-9._-]+/g, '_');
  const fileKey = `${uploadPrefix(caller.companyId, body.importType)}${randomUUID()}/${safeName}`;
  const ticket: ImportUploadTicket = {
    uploadUrl: await presignedPut(fileKey, contentType, UPLOAD_SECONDS),
    contentType,
    fileKey,
    expiresAt: new Date(Date.now() + UPLOAD_SECONDS * 1000).toISOString(),
  };
  return ticket;
});
