import { IMPORT_CONTENT_TYPES } from '#shared/imports/api';
import type { ImportType } from '#shared/imports/import-types';
import { importHistoryEntity, type ImportHistoryItem } from '#lambdas/data/entities/import-history';
import { writeObject } from '#lambdas/imports/uploads';
import { handler as check } from '#lambdas/workflows/import-check/check';
import { handler as readFile } from '#lambdas/workflows/import-check/read-file';
import { handler as checkFailed } from '#lambdas/workflows/import-check/fail';
import { handler as rollbackComplete } from '#lambdas/workflows/import-rollback/complete';
import { handler as rollbackFailed } from '#lambdas/workflows/import-rollback/fail';
import { handler as restoreChunk } from '#lambdas/workflows/import-rollback/restore-chunk';
import { handler as writeComplete } from '#lambdas/workflows/import-write/complete';
import { handler as writeFailed } from '#lambdas/workflows/import-write/fail';
import { handler as writeChunk } from '#lambdas/workflows/import-write/write-chunk';
import { uploadPrefix } from './work-files.ts';
import { chunkList } from './workflow-input.ts';

/**
 * The import workflows run in this process, one task after the other, as the state machines run them
 * (read the file → check → write chunks → complete, any failure to the undo; restore chunks newest first → complete):
 * the demo seed imports its files with the very tasks of the workflows, so what it leaves (history,
 * ledger, preview, records) is what an import made on the Imports page leaves.
 */
export interface InProcessImport {
  readonly companyId: string;
  readonly importBatchId: string;
  readonly importType: ImportType;
  readonly fileName: string;
  readonly file: string | Uint8Array;
  /** Who imports: the display name and the user id of the history entry. */
  readonly importedBy: string;
  readonly importedByUid: string;
  /** ISO time of the import (the records carry it). */
  readonly importedAt: string;
}

const asError = (error: unknown) => ({ Error: 'Error', Cause: JSON.stringify({ errorMessage: (error as Error).message ?? String(error) }) });

async function entryOf(companyId: string, importBatchId: string): Promise<ImportHistoryItem> {
  const { data } = await importHistoryEntity().get({ companyId, importBatchId }).go();
  if (!data) throw new Error(`Import ${importBatchId} has no history entry`);
  return data;
}

/**
 * Uploads the file, checks it and, when it is ready, writes it: the entry as POST /imports and the
 * confirm leave it, then the tasks of import-check and import-write. Answers the history entry.
 */
export async function importInProcess(job: InProcessImport): Promise<ImportHistoryItem> {
  const { companyId, importBatchId, importType, fileName } = job;
  const fileKey = `${uploadPrefix(companyId, importType)}${importBatchId}/${fileName}`;
  await writeObject(fileKey, job.file, /\.xlsx$/i.test(fileName) ? IMPORT_CONTENT_TYPES.xlsx : IMPORT_CONTENT_TYPES.csv);
  await importHistoryEntity()
    .create({ companyId, importBatchId, importType, status: 'validating', PayRunID: '', fileName, fileKey, importedAt: job.importedAt, importedByUid: job.importedByUid, importedBy: job.importedBy, executionName: `check-${importBatchId}` })
    .go();
  const input = { companyId, importBatchId, importType, importedBy: job.importedBy, now: job.importedAt, PayRunID: '' };
  try {
    const read = (await readFile({ ...input, fileKey, fileName })) as { fileRead: boolean };
    if (read.fileRead) await check({ ...input, fileKey, fileName });
  } catch (error) {
    await checkFailed({ ...input, error: asError(error) });
  }
  const checked = await entryOf(companyId, importBatchId);
  if (checked.status !== 'ready') return checked;

  await importHistoryEntity().patch({ companyId, importBatchId }).set({ status: 'importing', chunksDone: 0, executionName: `write-${importBatchId}` }).where(({ status }, { eq }) => eq(status, 'ready')).go();
  try {
    for (const { chunk } of chunkList(checked.chunkCount ?? 0)) await writeChunk({ ...input, chunk });
    await writeComplete(input);
  } catch (error) {
    await writeFailed({ ...input, error: asError(error) });
  }
  return entryOf(companyId, importBatchId);
}

/** Rolls a completed import back as POST /imports/{id}/rollback with the warnings accepted and the import-rollback workflow do. */
export async function rollBackInProcess(companyId: string, importBatchId: string, by: { rolledBackBy: string; rolledBackByUid: string }): Promise<ImportHistoryItem> {
  const entry = await entryOf(companyId, importBatchId);
  await importHistoryEntity()
    .patch({ companyId, importBatchId })
    .set({ status: 'rolling-back', chunksDone: 0, executionName: `rollback-${importBatchId}-${Date.now()}` })
    .where(({ status }, { eq }) => eq(status, 'completed'))
    .go();
  const input = { companyId, importBatchId, importType: entry.importType, importedBy: entry.importedBy ?? '', now: entry.importedAt, PayRunID: entry.PayRunID ?? '', ...by };
  try {
    for (const { chunk } of chunkList(entry.chunkCount ?? 0, true)) await restoreChunk({ ...input, chunk });
    await rollbackComplete(input);
  } catch (error) {
    await rollbackFailed({ ...input, error: asError(error) });
  }
  return entryOf(companyId, importBatchId);
}
