import type { ImportHistoryView, StatementUploadTicket } from '#shared/payroll-api/statement';
import { payrollCall } from './payroll-endpoint.ts';

export const importEndpoints = {
  upload: 'POST /statement-uploads',
  start: 'POST /payruns/{id}/statement-imports',
  get: 'GET /imports/{importBatchId}',
  list: 'GET /imports',
  removeStatement: 'DELETE /payruns/{id}/statement',
} as const;

/** Thrown when the presigned PUT itself fails (network, expiry); the API was never told of the file. */
export class UploadFailedError extends Error {
  override readonly name = 'UploadFailedError';
}

/**
 * Statement import, step one and two: ask for a presigned PUT, send the file straight to storage, then
 * start the import workflow on the run. The answer is the import history entry, status `importing`.
 */
export async function importStatement(payRunId: string, file: File): Promise<ImportHistoryView> {
  const ticket = await payrollCall<StatementUploadTicket>(importEndpoints.upload, {}, { fileName: file.name, size: file.size });
  const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers: { 'content-type': ticket.contentType }, body: file }).catch(() => null);
  if (!put?.ok) throw new UploadFailedError(put ? `The file upload answered ${put.status}.` : 'The file could not be uploaded.');
  return payrollCall<ImportHistoryView>(importEndpoints.start, { id: payRunId }, { fileKey: ticket.fileKey, fileName: file.name });
}

export const getImport = (importBatchId: string) => payrollCall<ImportHistoryView>(importEndpoints.get, { importBatchId });

/** The payroll statement imports of the history (GET /imports answers every type the caller may import). */
export async function listImports(): Promise<ImportHistoryView[]> {
  const { imports } = await payrollCall<{ imports: ImportHistoryView[] }>(importEndpoints.list, {}, undefined, new URLSearchParams({ importType: 'payroll' }));
  return imports;
}

export const removeStatementData = (payRunId: string) => payrollCall<unknown>(importEndpoints.removeStatement, { id: payRunId });
