import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/** An import (spec part 2 §3 importHistory; its id is the importBatchId every imported row carries). */
export const importHistorySchema = {
  model: { entity: 'importHistory', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    importBatchId: { type: 'string', required: true, readOnly: true },
    importType: { type: 'string', required: true },
    status: { type: 'string', required: true },
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
    failureMessage: { type: 'string' },
    rolledBackAt: { type: 'string' },
    rolledBackBy: { type: 'string' },
    rolledBackByUid: { type: 'string' },
  },
  indexes: {
    byBatch: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['importBatchId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(importHistorySchema, config));

export function importHistoryEntity() {
  return reused();
}

export type ImportHistoryItem = EntityItem<ReturnType<typeof importHistoryEntity>>;
