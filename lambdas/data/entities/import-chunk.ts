import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * What one chunk of an import wrote: the stored items before and after, so a rollback restores exactly
 * and a retried chunk writes once (lambdas/imports/pipeline/ledger.ts). The changes are deflated JSON in
 * base64, split into parts that stay under DynamoDB's 400 KB item limit.
 */
export const importChunkSchema = {
  model: { entity: 'importChunk', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    importBatchId: { type: 'string', required: true, readOnly: true },
    chunk: { type: 'number', required: true, readOnly: true },
    part: { type: 'number', required: true, readOnly: true },
    /** Parts of this chunk's ledger; a chunk is recorded when all are there. */
    parts: { type: 'number', required: true },
    rowCount: { type: 'number', required: true },
    changeCount: { type: 'number', required: true },
    /** base64 of deflated JSON `LedgerChange[]`. */
    ledger: { type: 'string', required: true },
    /** Set on part 0 when the write counted the chunk done (once, however often it is retried). */
    writtenAt: { type: 'string' },
    /** Set when the rollback restored this part. */
    restoredAt: { type: 'string' },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byBatch: { pk: { field: 'pk', composite: ['companyId', 'importBatchId'] }, sk: { field: 'sk', composite: ['chunk', 'part'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(importChunkSchema, config));

export function importChunkEntity() {
  return reused();
}

export type ImportChunkItem = EntityItem<ReturnType<typeof importChunkEntity>>;
