import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/** A service program (PM or another service) with its intervals, thresholds, tractors and baselines. */
export const serviceProgramSchema = {
  model: { entity: 'serviceProgram', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    programId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    isPM: { type: 'boolean', default: false },
    serviceTypes: { type: 'list', items: { type: 'string' }, default: () => [] },
    intervalMiles: { type: 'number' },
    intervalDays: { type: 'number' },
    dueWithinMiles: { type: 'number' },
    dueWithinDays: { type: 'number' },
    dueSoonWithinMiles: { type: 'number' },
    dueSoonWithinDays: { type: 'number' },
    /** Absent: every tractor; a list, even empty: only those. */
    tractorIds: { type: 'list', items: { type: 'string' } },
    baselines: {
      type: 'list',
      default: () => [],
      items: { type: 'map', properties: { tractorId: { type: 'string', required: true }, date: { type: 'string', required: true }, odometer: { type: 'number' } } },
    },
    updatedOn: { type: 'string' },
    version: { type: 'number', default: 1 },
  },
  indexes: {
    byProgram: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['programId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(serviceProgramSchema, config));

export function serviceProgramEntity() {
  return reused();
}

export type ServiceProgramItem = EntityItem<ReturnType<typeof serviceProgramEntity>>;
