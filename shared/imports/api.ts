import * as z from 'zod';
import type { RowError } from '#shared/payroll-api/common';
import { IMPORT_TYPES, MAX_IMPORT_BYTES, type ImportType } from './import-types.ts';

/** Request bodies and answers of the imports API (`lambdas/imports/routes.ts`), shared with the Imports page. */

export const IMPORT_CONTENT_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export const importTypeSchema = z.enum(IMPORT_TYPES, { error: `What the file holds must be one of ${IMPORT_TYPES.join(', ')}.` });
const batchId = z.string().trim().min(1, 'The import id is required.').max(64, 'The import id is at most 64 characters.').regex(/^[A-Za-z0-9-]+$/, 'The import id is letters, digits and -.');

/** POST /import-uploads: a presigned PUT for one file of a type. */
export const importUploadBody = z.strictObject({
  importType: importTypeSchema,
  fileName: z.string().trim().min(1, 'The file name is required.').max(200, 'The file name is at most 200 characters.').regex(/\.(csv|xlsx)$/i, 'The file must be a .csv or .xlsx file.'),
  size: z.number().int().min(1, 'The file is empty.').max(MAX_IMPORT_BYTES, 'The file is larger than 50 MB.'),
});
export type ImportUpload = z.infer<typeof importUploadBody>;

export interface ImportUploadTicket {
  uploadUrl: string;
  contentType: string;
  fileKey: string;
  expiresAt: string;
}

/** POST /imports: check an uploaded file (the dry run); nothing is written until it is confirmed. */
export const importStartBody = z.strictObject({
  importType: importTypeSchema,
  fileKey: z.string().min(1, 'Send the file first: the uploaded file is required.').max(400, 'The uploaded file\'s name is at most 400 characters.'),
  fileName: z.string().trim().min(1).max(200).optional(),
  /** The pay run a payroll statement goes into; only for importType payroll. */
  PayRunID: z.string().trim().min(1).max(64).optional(),
});
export type ImportStart = z.infer<typeof importStartBody>;

export const importBatchParams = z.strictObject({ importBatchId: batchId });

/** GET /imports: the history, newest first, at most 1,000 entries. */
export const importHistoryQuery = z.strictObject({
  importType: importTypeSchema.optional(),
  status: z.enum(['validating', 'ready', 'importing', 'completed', 'failed', 'rolling-back', 'rolled-back']).optional(),
  from: z.iso.date('The first day is a date as YYYY-MM-DD.').optional(),
  to: z.iso.date('The last day is a date as YYYY-MM-DD.').optional(),
});

/** POST /imports/{importBatchId}/rollback */
export const rollbackBody = z.strictObject({
  /** The warnings of the rollback check were shown and accepted; without it a warned rollback is 409. */
  acceptWarnings: z.boolean().default(false),
});

/**
 * An import's life: `validating` (the dry run) → `ready` (shown, waiting for confirm) or `failed` (the
 * file has errors; nothing written) → `importing` → `completed` or `failed` (a write failure undoes what
 * the batch wrote) → `rolling-back` → `rolled-back`. The spec's states are completed, failed, rolled-back.
 */
export const IMPORT_STATUSES = ['validating', 'ready', 'importing', 'completed', 'failed', 'rolling-back', 'rolled-back'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export interface ImportStats {
  /** Data rows read (blank rows not counted). */
  totalRows: number;
  createCount: number;
  updateCount: number;
  /** Rows equal to what is stored: written again with the batch id, nothing changes. */
  unchangedCount: number;
  /** Rows the rules drop (e.g. the "Linehaul Drivers" pool rows), with the reason in `skippedReason`. */
  skippedCount: number;
  errorCount: number;
}

/** One field of a previewed row: its value before (absent when the row creates a record) and after. */
export interface FieldChange {
  column: string;
  before?: string;
  after: string;
}

export interface PreviewRow {
  row: number;
  action: 'create' | 'update' | 'unchanged';
  /** What the row is, in the fleet's words: "Tractor 100234 · 2025-03-14 · INV-1". */
  label: string;
  /** For an update, only the fields that change; for a create, every field the row sets. */
  fields: FieldChange[];
}

export interface ImportView {
  importBatchId: string;
  importType: ImportType;
  status: ImportStatus;
  fileName: string;
  PayRunID?: string;
  importedAt: string;
  createdAt: string;
  updatedAt: string;
  importedByUid: string;
  importedBy: string;
  stats: ImportStats;
  /** Chunks written (or restored) of `chunkCount` while importing or rolling back. */
  progress: { done: number; total: number };
  unknownHeaders: string[];
  skippedReason?: string;
  failureMessage?: string;
  rolledBackAt?: string;
  rolledBackBy?: string;
  rolledBackByUid?: string;
  canRollBack: boolean;
  canExport: boolean;
}

/** GET /imports/{importBatchId}: the entry, its first row errors and the first rows of its preview. */
export interface ImportDetail extends ImportView {
  /** The first 200 row errors (row, column, reason); `stats.errorCount` counts them all. */
  rowErrors: RowError[];
  /** The first 200 rows that create or update something. */
  preview: PreviewRow[];
}

export interface ImportHistoryStats {
  totalImports: number;
  successfulImports: number;
  failedImports: number;
  rolledBackImports: number;
}

export interface ImportHistoryAnswer {
  imports: ImportView[];
  stats: ImportHistoryStats;
  /** More than 1,000 entries matched; the oldest are not loaded. */
  truncated: boolean;
}

/** GET /imports/{importBatchId}/rollback-check */
export interface RollbackCheck {
  /** Set when the rollback is refused outright (wrong type, already rolled back, not completed). */
  refused?: string;
  /** Records of the batch changed since the import (their changes would be lost). */
  changedSinceImport: number;
  /** Up to 20 labels of such records. */
  changedExamples: string[];
  /** Completed imports of the same type after this one. */
  laterImports: Array<{ importBatchId: string; fileName: string; importedAt: string }>;
}

/** GET /imports/{importBatchId}/export: a CSV of what the batch imported, behind a 15-minute link. */
export interface ImportExport {
  url: string;
  fileName: string;
  expiresAt: string;
}
