import type { ImportType } from '#shared/imports/import-types';
import type { PreviewRow } from '#shared/imports/api';
import { deleteObject, readObject, writeObject } from '#lambdas/imports/uploads';
import type { CheckedRow } from './target.ts';

/** Rows of one chunk file: one write task's work, well inside a Lambda's time and a Map item's payload. */
export const CHUNK_ROWS = 500;

const company = (companyId: string) => encodeURIComponent(companyId);

/**
 * Uploaded files wait under tmp/ (the bucket's lifecycle rule removes them after 2 days: a file is
 * checked within minutes of its upload and nothing reads it after the check).
 */
export function uploadPrefix(companyId: string, type: ImportType): string {
  return `tmp/imports/${company(companyId)}/${type}/`;
}

/** What the check leaves for the write: the preview and the checked rows in chunks; kept until the history entry is removed. */
export function workPrefix(companyId: string, importBatchId: string): string {
  return `imports/${company(companyId)}/${importBatchId}/`;
}

export const previewKey = (companyId: string, importBatchId: string) => `${workPrefix(companyId, importBatchId)}preview.json`;
export const chunkKey = (companyId: string, importBatchId: string, chunk: number) => `${workPrefix(companyId, importBatchId)}chunks/${chunk}.json`;
export const exportKey = (companyId: string, importBatchId: string) => `tmp/exports/${company(companyId)}/${importBatchId}.csv`;

const JSON_TYPE = 'application/json';

async function readJson<T>(key: string): Promise<T> {
  return JSON.parse(Buffer.from(await readObject(key)).toString('utf8')) as T;
}

export async function writePreview(companyId: string, importBatchId: string, preview: readonly PreviewRow[]): Promise<void> {
  await writeObject(previewKey(companyId, importBatchId), JSON.stringify(preview), JSON_TYPE);
}

/** The preview of a checked file; empty when there is none (a file with errors, or removed). */
export async function readPreview(companyId: string, importBatchId: string): Promise<PreviewRow[]> {
  try {
    return await readJson<PreviewRow[]>(previewKey(companyId, importBatchId));
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return [];
    throw error;
  }
}

/** Cuts the checked rows into chunk files; answers how many. */
export async function writeChunks<Row>(companyId: string, importBatchId: string, rows: readonly CheckedRow<Row>[]): Promise<number> {
  const count = Math.ceil(rows.length / CHUNK_ROWS);
  const writes: Array<Promise<void>> = [];
  for (let chunk = 0; chunk < count; chunk++) {
    writes.push(writeObject(chunkKey(companyId, importBatchId, chunk), JSON.stringify(rows.slice(chunk * CHUNK_ROWS, (chunk + 1) * CHUNK_ROWS)), JSON_TYPE));
  }
  await Promise.all(writes);
  return count;
}

export function readChunk<Row>(companyId: string, importBatchId: string, chunk: number): Promise<CheckedRow<Row>[]> {
  return readJson<CheckedRow<Row>[]>(chunkKey(companyId, importBatchId, chunk));
}

/** Removes the batch's work files (deleting a missing key is not an error in S3). */
export async function removeWorkFiles(companyId: string, importBatchId: string, chunkCount: number): Promise<void> {
  const keys = [previewKey(companyId, importBatchId), ...Array.from({ length: chunkCount }, (_, c) => chunkKey(companyId, importBatchId, c))];
  for (let i = 0; i < keys.length; i += 10) await Promise.all(keys.slice(i, i + 10).map(deleteObject));
}

export async function removeChunkFiles(companyId: string, importBatchId: string, chunkCount: number): Promise<void> {
  const keys = Array.from({ length: chunkCount }, (_, c) => chunkKey(companyId, importBatchId, c));
  for (let i = 0; i < keys.length; i += 10) await Promise.all(keys.slice(i, i + 10).map(deleteObject));
}
