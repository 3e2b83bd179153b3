import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * How one adjustment was applied in one pay run: due, applied, and the remainder carried to the next
 * run. Keyed by run, so recalculating a run rewrites its own applications and nothing else.
 */
export const adjustmentApplicationSchema = {
  model: { entity: 'adjustmentApplication', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    DriverID: { type: 'string', required: true, readOnly: true },
    PayRunID: { type: 'string', required: true, readOnly: true },
    adjustmentId: { type: 'string', required: true, readOnly: true },
    kind: { type: 'string', required: true },
    label: { type: 'string', required: true },
    amountDue: { type: 'number', required: true },
    amountApplied: { type: 'number', required: true },
    carriedOver: { type: 'number', required: true },
  },
  indexes: {
    byDriver: { pk: { field: 'pk', composite: ['companyId', 'DriverID'] }, sk: { field: 'sk', composite: ['PayRunID', 'adjustmentId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(adjustmentApplicationSchema, config));

export function adjustmentApplicationEntity() {
  return reused();
}

export type AdjustmentApplicationItem = EntityItem<ReturnType<typeof adjustmentApplicationEntity>>;
