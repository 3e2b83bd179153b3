import * as z from 'zod';
import { IMPORT_TYPES } from '#shared/imports/import-types';
import type { ImportContext } from './target.ts';

const taskError = z.object({ Error: z.string().optional(), Cause: z.string().optional() }).optional();

/** What every import workflow task receives (the execution input, or a Map item's selection of it). */
export const batchInput = z.object({
  companyId: z.string().min(1),
  importBatchId: z.string().min(1),
  importType: z.enum(IMPORT_TYPES),
  importedBy: z.string(),
  /** ISO time of the import: every record the batch writes carries it. */
  now: z.string().min(1),
  /** '' unless a payroll statement import (Map item selections need the field present). */
  PayRunID: z.string(),
  error: taskError,
});
export type BatchInput = z.infer<typeof batchInput>;

export const checkInput = batchInput.extend({ fileKey: z.string().min(1), fileName: z.string().min(1) });
export const chunkInput = batchInput.extend({ chunk: z.number().int().min(0) });
export const rollbackInput = batchInput.extend({ rolledBackBy: z.string(), rolledBackByUid: z.string().min(1) });

/** The small descriptors a Map fans out over: the rows themselves stay in S3. */
export const chunkList = (chunkCount: number, newestFirst = false) => {
  const chunks = Array.from({ length: chunkCount }, (_, chunk) => ({ chunk }));
  return newestFirst ? chunks.reverse() : chunks;
};

export function contextOf(input: BatchInput): ImportContext {
  return { importBatchId: input.importBatchId, importedBy: input.importedBy, now: input.now, ...(input.PayRunID ? { PayRunID: input.PayRunID } : {}) };
}
