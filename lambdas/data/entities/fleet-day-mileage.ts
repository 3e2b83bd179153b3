import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/** The fleet's miles on a local day (spec omniMilageTotalsByDay): the sum of its tractors' day rows. */
export const fleetDayMileageSchema = {
  model: { entity: 'fleetDayMileage', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    year: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM-DD, local day in the company's time zone. */
    date: { type: 'string', required: true, readOnly: true },
    /** Added to by each batch (an update's ADD), so never required at creation. */
    miles: { type: 'number' },
    updatedAt: { type: 'string' },
  },
  indexes: {
    byYear: { pk: { field: 'pk', composite: ['companyId', 'year'] }, sk: { field: 'sk', composite: ['date'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(fleetDayMileageSchema, config));

export function fleetDayMileageEntity() {
  return reused();
}

export type FleetDayMileageItem = EntityItem<ReturnType<typeof fleetDayMileageEntity>>;
