import type { ImportDetail, ImportExport, ImportHistoryAnswer, ImportStatus, ImportUploadTicket, ImportView, RollbackCheck } from '#shared/imports/api';
import type { ImportType } from '#shared/imports/import-types';
import { UploadFailedError } from './payroll-imports.ts';
import { payrollCall } from './payroll-endpoint.ts';

export const dataImportEndpoints = {
  upload: 'POST /import-uploads',
  start: 'POST /imports',
  list: 'GET /imports',
  get: 'GET /imports/{importBatchId}',
  confirm: 'POST /imports/{importBatchId}/confirm',
  rollbackCheck: 'GET /imports/{importBatchId}/rollback-check',
  rollback: 'POST /imports/{importBatchId}/rollback',
  export: 'GET /imports/{importBatchId}/export',
} as const;

export interface HistoryFilter {
  importType?: ImportType;
  status?: ImportStatus;
  from?: string;
  to?: string;
}

/**
 * An import starts in three steps: a presigned PUT from the API, the file straight to storage, then the
 * dry run on the stored file. The answer is the history entry, status `validating`.
 */
export async function startImport(importType: ImportType, file: File, PayRunID?: string): Promise<ImportView> {
  const ticket = await payrollCall<ImportUploadTicket>(dataImportEndpoints.upload, {}, { importType, fileName: file.name, size: file.size });
  const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers: { 'content-type': ticket.contentType }, body: file }).catch(() => null);
  if (!put?.ok) throw new UploadFailedError(put ? `The file upload answered ${put.status}.` : 'The file could not be uploaded.');
  return payrollCall<ImportView>(dataImportEndpoints.start, {}, { importType, fileKey: ticket.fileKey, fileName: file.name, ...(PayRunID ? { PayRunID } : {}) });
}

export function listImportHistory(filter: HistoryFilter = {}): Promise<ImportHistoryAnswer> {
  const query = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1])));
  return payrollCall<ImportHistoryAnswer>(dataImportEndpoints.list, {}, undefined, query);
}

export const getImportDetail = (importBatchId: string) => payrollCall<ImportDetail>(dataImportEndpoints.get, { importBatchId });
export const confirmImport = (importBatchId: string) => payrollCall<ImportView>(dataImportEndpoints.confirm, { importBatchId }, {});
export const checkRollback = (importBatchId: string) => payrollCall<RollbackCheck>(dataImportEndpoints.rollbackCheck, { importBatchId });
export const rollBackImport = (importBatchId: string, acceptWarnings: boolean) => payrollCall<ImportView>(dataImportEndpoints.rollback, { importBatchId }, { acceptWarnings });
export const exportImport = (importBatchId: string) => payrollCall<ImportExport>(dataImportEndpoints.export, { importBatchId });
