import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A trip of the statement that pays nobody (its driver is not in the lookup) or pays 0 for an unknown
 * run type (spec MissingRunFlags): payroll staff look into it and mark it resolved.
 */
export const missingRunFlagSchema = {
  model: { entity: 'missingRunFlag', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    PayRunID: { type: 'string', required: true, readOnly: true },
    TripNumber: { type: 'string', required: true, readOnly: true },
    DriverID: { type: 'string', default: '' },
    VehicleID: { type: 'string', default: '' },
    reason: { type: 'string', required: true },
    resolved: { type: 'boolean', default: false },
    resolvedBy: { type: 'string' },
    resolvedAt: { type: 'string' },
  },
  indexes: {
    byRun: { pk: { field: 'pk', composite: ['companyId', 'PayRunID'] }, sk: { field: 'sk', composite: ['TripNumber'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(missingRunFlagSchema, config));

export function missingRunFlagEntity() {
  return reused();
}

export type MissingRunFlagItem = EntityItem<ReturnType<typeof missingRunFlagEntity>>;
