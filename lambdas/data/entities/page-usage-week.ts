import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * How often one role opened one page in one ISO week (`2026-W48`, the company's local calendar): the
 * navigation log's count, added to on every navigation, read by the usage analytics a week at a time.
 */
export const pageUsageWeekSchema = {
  model: { entity: 'pageUsageWeek', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    week: { type: 'string', required: true, readOnly: true },
    /** The product path, parameter and query dropped (`usagePathOf`). */
    path: { type: 'string', required: true, readOnly: true },
    /** The navigating user's role; 0 for a user without one. */
    role: { type: 'number', required: true, readOnly: true },
    count: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byPath: { pk: { field: 'pk', composite: ['companyId', 'week'] }, sk: { field: 'sk', composite: ['path', 'role'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(pageUsageWeekSchema, config));

export function pageUsageWeekEntity() {
  return reused();
}

export type PageUsageWeekItem = EntityItem<ReturnType<typeof pageUsageWeekEntity>>;
