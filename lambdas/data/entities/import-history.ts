import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { IMPORT_STATUSES } from '#shared/imports/api';
import { IMPORT_TYPES } from '#shared/imports/import-types';
import { reusedEntity } from './reused-entity.ts';

/**
 * An import (spec part 2 §3 importHistory; its id is the importBatchId every imported row carries), from
 * its dry run to its rollback (statuses: shared/imports/api.ts). gsi1 lists the history newest first.
 */
export const importHistorySchema = {
  model: { entity: 'importHistory', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    importBatchId: { type: 'string', required: true, readOnly: true },
    importType: { type: IMPORT_TYPES, required: true },
    status: { type: IMPORT_STATUSES, required: true },
    PayRunID: { type: 'string', default: '' },
    fileName: { type: 'string', default: 'unknown' },
    fileKey: { type: 'string', required: true },
    importedAt: { type: 'string', required: true },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
    importedByUid: { type: 'string', required: true },
    importedBy: { type: 'string' },
    tripCount: { type: 'number', default: 0 },
    fuelCount: { type: 'number', default: 0 },
    vehicleCount: { type: 'number', default: 0 },
    droppedPoolRows: { type: 'number', default: 0 },
    /** The first MAX_REPORTED_ROW_ERRORS problems; `errorCount` counts them all. */
    rowErrors: {
      type: 'list',
      items: { type: 'map', properties: { row: { type: 'number', required: true }, column: { type: 'string', required: true }, reason: { type: 'string', required: true } } },
      default: () => [],
    },
    errorCount: { type: 'number', default: 0 },
    totalRows: { type: 'number', default: 0 },
    createCount: { type: 'number', default: 0 },
    updateCount: { type: 'number', default: 0 },
    unchangedCount: { type: 'number', default: 0 },
    skippedCount: { type: 'number', default: 0 },
    skippedReason: { type: 'string' },
    /** Headers of the file no column of the type matched (reported, not read). */
    unknownHeaders: { type: 'list', items: { type: 'string' }, default: () => [] },
    /** Chunks of the checked rows (S3, see lambdas/imports/pipeline/work-files.ts) and how many are written or restored. */
    chunkCount: { type: 'number', default: 0 },
    chunksDone: { type: 'number', default: 0 },
    /** Set while a write or rollback workflow runs, so a second confirm or rollback is refused. */
    executionName: { type: 'string' },
    failureMessage: { type: 'string' },
    rolledBackAt: { type: 'string' },
    rolledBackBy: { type: 'string' },
    rolledBackByUid: { type: 'string' },
  },
  indexes: {
    byBatch: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['importBatchId'] } },
    byTime: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['companyId'] }, sk: { field: 'gsi1sk', composite: ['importedAt', 'importBatchId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(importHistorySchema, config));

export function importHistoryEntity() {
  return reused();
}

export type ImportHistoryItem = EntityItem<ReturnType<typeof importHistoryEntity>>;
