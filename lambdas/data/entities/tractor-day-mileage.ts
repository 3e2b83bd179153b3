import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * Miles of a tractor on a local day in one state (spec omniMilageTotalsByTractorByDay), from the feed's
 * segments: a segment's miles go to its earlier reading's day and state.
 */
export const tractorDayMileageSchema = {
  model: { entity: 'tractorDayMileage', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    VehicleID: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM-DD, local day in the company's time zone. */
    date: { type: 'string', required: true, readOnly: true },
    state: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM of `date`, the IVMR and IFTA month index. */
    month: { type: 'string', required: true, readOnly: true },
    /** Added to by each batch (an update's ADD), so never required at creation. */
    miles: { type: 'number' },
    odoStart: { type: 'number' },
    odoStop: { type: 'number' },
    updatedAt: { type: 'string' },
  },
  indexes: {
    byTractor: { pk: { field: 'pk', composite: ['companyId', 'VehicleID'] }, sk: { field: 'sk', composite: ['date', 'state'] } },
    byMonth: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['companyId', 'month'] }, sk: { field: 'gsi1sk', composite: ['date', 'VehicleID', 'state'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(tractorDayMileageSchema, config));

export function tractorDayMileageEntity() {
  return reused();
}

export type TractorDayMileageItem = EntityItem<ReturnType<typeof tractorDayMileageEntity>>;
