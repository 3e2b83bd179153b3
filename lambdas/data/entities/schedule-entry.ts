import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { RUN_TYPES } from '#shared/schedules/api';
import { reusedEntity } from './reused-entity.ts';

/**
 * A driver's scheduled run on one day (spec part 2 §2 schedules). `category` is the driver's DriverID
 * (spec part 1 §6: a driver's schedule shows only records whose category is his id). Partitioned by
 * company and week (the Monday), so dispatch's board of a whole fleet for a week is one query; the
 * category index is a driver's own schedule in day order. One entry per driver per day.
 */
export const scheduleEntrySchema = {
  model: { entity: 'scheduleEntry', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM-DD of the Monday of `day`'s week. */
    week: { type: 'string', required: true, readOnly: true },
    category: { type: 'string', required: true, readOnly: true },
    day: { type: 'string', required: true, readOnly: true },
    VehicleID: { type: 'string', required: true },
    RunType: { type: RUN_TYPES, required: true },
    /** HH:mm in the company's zone. */
    startTime: { type: 'string', required: true },
    legs: { type: 'list', items: { type: 'map', properties: { origin: { type: 'string', required: true }, destination: { type: 'string', required: true } } }, default: () => [] },
    notes: { type: 'string', default: '' },
    state: { type: ['draft', 'published'] as const, required: true },
    publishedAt: { type: 'string' },
    publishedBy: { type: 'string' },
    /** Dispatch sent an out-of-service tractor anyway: what held it, the reason given, who and when. */
    outOfServiceOverride: {
      type: 'map',
      properties: { cause: { type: 'string', required: true }, reason: { type: 'string', required: true }, by: { type: 'string', required: true }, at: { type: 'string', required: true } },
    },
    updatedAt: { type: 'string', required: true },
    updatedBy: { type: 'string', required: true },
    version: { type: 'number', required: true },
  },
  indexes: {
    byWeek: { pk: { field: 'pk', composite: ['companyId', 'week'] }, sk: { field: 'sk', composite: ['category', 'day'] } },
    byDriver: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['companyId', 'category'] }, sk: { field: 'gsi1sk', composite: ['day'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(scheduleEntrySchema, config));

export function scheduleEntryEntity() {
  return reused();
}

export type ScheduleEntryItem = EntityItem<ReturnType<typeof scheduleEntryEntity>>;
