import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/** The PM Service Report ("Leaving Soon") of one day, stored so a past day can be reopened. */
export const pmDailyReportSchema = {
  model: { entity: 'pmDailyReport', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    year: { type: 'string', required: true, readOnly: true },
    date: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true },
    rows: {
      type: 'list',
      default: () => [],
      items: {
        type: 'map',
        properties: {
          VehicleID: { type: 'string', required: true },
          Domicile: { type: 'string', required: true },
          programName: { type: 'string', required: true },
          state: { type: ['overdue', 'due', 'due-soon', 'ok', 'unknown'] as const, required: true },
          remainingMiles: { type: 'number' },
          remainingDays: { type: 'number' },
          nextDueMiles: { type: 'number' },
          nextDueDate: { type: 'string' },
          LatestOdometer: { type: 'number' },
        },
      },
    },
  },
  indexes: {
    byDay: { pk: { field: 'pk', composite: ['companyId', 'year'] }, sk: { field: 'sk', composite: ['date'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(pmDailyReportSchema, config));

export function pmDailyReportEntity() {
  return reused();
}

export type PmDailyReportItem = EntityItem<ReturnType<typeof pmDailyReportEntity>>;
