import * as z from 'zod';
import type { ImportStatus } from '#shared/imports/api';
import type { RowError } from './common.ts';

export const STATEMENT_CONTENT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Largest statement accepted for upload: 10 MB. */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;

/** POST /statement-uploads: a presigned PUT for one statement file. */
export const statementUploadBody = z
  .object({
    fileName: z.string().trim().min(1, 'The file name is required.').max(200).regex(/\.(csv|xlsx)$/i, 'The statement must be a .csv or .xlsx file.'),
    size: z.number().int().min(1, 'The file is empty.').max(MAX_STATEMENT_BYTES, 'The statement is larger than 10 MB.').optional(),
  })
  .strict();
export type StatementUpload = z.infer<typeof statementUploadBody>;

export interface StatementUploadTicket {
  /** PUT the file here with the given content type before it expires. */
  uploadUrl: string;
  contentType: string;
  fileKey: string;
  expiresAt: string;
}

/** POST /payruns/{id}/statement-imports */
export const statementImportBody = z
  .object({
    fileKey: z.string().min(1, 'Upload the statement first.').max(400),
    fileName: z.string().trim().min(1).max(200).optional(),
  })
  .strict();
export type StatementImport = z.infer<typeof statementImportBody>;

/** A statement import goes through the same states as every import (shared/imports/api.ts): `importing` while it runs. */
export { IMPORT_STATUSES, type ImportStatus } from '#shared/imports/api';

/** An import history entry (spec part 2 §3 importHistory; id is importBatchId). */
export interface ImportHistoryView {
  importBatchId: string;
  importType: 'payroll';
  status: ImportStatus;
  PayRunID: string;
  fileName: string;
  importedAt: string;
  createdAt: string;
  updatedAt: string;
  importedByUid: string;
  tripCount: number;
  fuelCount: number;
  vehicleCount: number;
  droppedPoolRows: number;
  /** Row-level problems of a rejected file (the first 50; errorCount counts them all). */
  rowErrors: RowError[];
  errorCount: number;
  failureMessage?: string;
  rolledBackAt?: string;
  rolledBackBy?: string;
  rolledBackByUid?: string;
}
