import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/** A change of a tractor's VIN: the detail shows them newest first, 10 at a time. */
export const vinChangeSchema = {
  model: { entity: 'vinChange', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    VehicleID: { type: 'string', required: true, readOnly: true },
    changedAt: { type: 'string', required: true, readOnly: true },
    fromVin: { type: 'string', required: true },
    toVin: { type: 'string', required: true },
    changedBy: { type: 'string', required: true },
  },
  indexes: {
    byTractor: { pk: { field: 'pk', composite: ['companyId', 'VehicleID'] }, sk: { field: 'sk', composite: ['changedAt'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(vinChangeSchema, config));

export function vinChangeEntity() {
  return reused();
}

export type VinChangeItem = EntityItem<ReturnType<typeof vinChangeEntity>>;
