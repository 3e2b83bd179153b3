import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/** The month key of the item that lists the shards and their stamps (one small read validates a cache). */
export const SEARCH_DIRECTORY = 'directory';

/**
 * The maintenance search index: one item per company and service month (`YYYY-MM`) holding the
 * searchable fields of its records, packed one string per record (shared/maintenance/search.ts), and
 * one directory item naming every month with the stamp of its last rebuild. A search reads the
 * directory, then only the months whose stamp its container has not seen.
 */
export const maintenanceSearchShardSchema = {
  model: { entity: 'maintenanceSearchShard', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    month: { type: 'string', required: true, readOnly: true },
    /** Milliseconds taken before the rebuild read its records; an older rebuild never overwrites a newer one. */
    stamp: { type: 'number', required: true },
    entries: { type: 'list', items: { type: 'string' }, default: () => [] },
    /**
     * Directory only: `YYYY-MM#stamp` of each month's rebuilds, the highest stamp of a month being its
     * shard's. A string set, so concurrent rebuilds add theirs without a lock (an older one is removed after).
     */
    monthStamps: { type: 'set', items: 'string' },
    /** Directory only, as written before `monthStamps`: read alongside it, never written. */
    months: {
      type: 'list',
      items: { type: 'map', properties: { month: { type: 'string', required: true }, stamp: { type: 'number', required: true } } },
    },
    /** Directory only: bumped on every change, the cache's one comparison. */
    version: { type: 'number', default: 0 },
  },
  indexes: {
    byMonth: { pk: { field: 'pk', composite: ['companyId', 'month'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(maintenanceSearchShardSchema, config));

export function maintenanceSearchShardEntity() {
  return reused();
}

export type MaintenanceSearchShardItem = EntityItem<ReturnType<typeof maintenanceSearchShardEntity>>;
