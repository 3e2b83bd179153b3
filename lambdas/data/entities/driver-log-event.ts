import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/** A driver log-in event (T.2.13.0, the tractor's "213 records"): 101 in, 102 out, 103 forced, 104 bumped. */
export const driverLogEventSchema = {
  model: { entity: 'driverLogEvent', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    VehicleID: { type: 'string', required: true, readOnly: true },
    /** ISO 8601 UTC. */
    posTimeStamp: { type: 'string', required: true, readOnly: true },
    eventId: { type: 'string', required: true, readOnly: true },
    DriverID: { type: 'string', required: true, readOnly: true },
    code: { type: 'number', required: true },
    receivedAt: { type: 'string' },
  },
  indexes: {
    byTractor: { pk: { field: 'pk', composite: ['companyId', 'VehicleID'] }, sk: { field: 'sk', composite: ['posTimeStamp', 'eventId'] } },
    byDriver: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['companyId', 'DriverID'] }, sk: { field: 'gsi1sk', composite: ['posTimeStamp', 'eventId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(driverLogEventSchema, config));

export function driverLogEventEntity() {
  return reused();
}

export type DriverLogEventItem = EntityItem<ReturnType<typeof driverLogEventEntity>>;
