import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A backup of a spot table (spec SpotRateTableBackups) taken before each bulk change or on request.
 * backupData (the rows) lives in the uploads bucket at `backupDataKey`: a big table would not fit an item.
 */
export const spotTableBackupSchema = {
  model: { entity: 'spotTableBackup', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    backupId: { type: 'string', required: true, readOnly: true },
    table: { type: 'string', required: true },
    timestamp: { type: 'string', required: true },
    backupDataKey: { type: 'string', required: true },
    reason: { type: 'string', default: 'Bulk import operation' },
    createdBy: { type: 'string', required: true },
    recordCount: { type: 'number', required: true },
    backupType: { type: 'string', default: 'manual' },
    fileName: { type: 'string', default: 'unknown' },
    changeCount: { type: 'number', default: 0 },
    newSpots: { type: 'number', default: 0 },
    updatedSpots: { type: 'number', default: 0 },
  },
  indexes: {
    byBackup: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['backupId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(spotTableBackupSchema, config));

export function spotTableBackupEntity() {
  return reused();
}

export type SpotTableBackupItem = EntityItem<ReturnType<typeof spotTableBackupEntity>>;
