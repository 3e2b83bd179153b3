import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * One tractor's month of the monthly maintenance report (spec MMRRecords, filtered by Month): its
 * services and costs, PM status at the month's end, odometer at start and end and miles. Rebuilt whole
 * when the month is built again; a month's tractors are one partition.
 */
export const mmrRecordSchema = {
  model: { entity: 'mmrRecord', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM. */
    Month: { type: 'string', required: true, readOnly: true },
    VehicleID: { type: 'string', required: true, readOnly: true },
    Vin: { type: 'string', default: '' },
    Domicile: { type: 'string', default: '' },
    Make: { type: 'string', default: '' },
    Model: { type: 'string', default: '' },
    Year: { type: 'number' },
    services: {
      type: 'list',
      default: () => [],
      items: {
        type: 'map',
        properties: {
          recordId: { type: 'string', required: true },
          date: { type: 'string', required: true },
          service: { type: 'string', required: true },
          vendor: { type: 'string', required: true },
          workOrder: { type: 'string', required: true },
          status: { type: ['In Progress', 'Completed'] as const, required: true },
          parts: { type: 'number', required: true },
          labor: { type: 'number', required: true },
          total: { type: 'number', required: true },
        },
      },
    },
    servicesCount: { type: 'number', default: 0 },
    partsTotal: { type: 'number', default: 0 },
    laborTotal: { type: 'number', default: 0 },
    totalCost: { type: 'number', default: 0 },
    pmStatus: { type: ['overdue', 'due', 'due-soon', 'ok', 'unknown'] as const, required: true },
    pmDetail: { type: 'string', default: '' },
    /** Absent when the feed has no reading in the month. */
    odometerStart: { type: 'number' },
    odometerEnd: { type: 'number' },
    miles: { type: 'number' },
    builtOn: { type: 'string', required: true },
  },
  indexes: {
    byMonth: { pk: { field: 'pk', composite: ['companyId', 'Month'] }, sk: { field: 'sk', composite: ['VehicleID'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(mmrRecordSchema, config));

export function mmrRecordEntity() {
  return reused();
}

export type MmrRecordItem = EntityItem<ReturnType<typeof mmrRecordEntity>>;
