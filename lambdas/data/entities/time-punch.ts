import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

const position = { type: 'map', properties: { lat: { type: 'number', required: true }, lon: { type: 'number', required: true } } } as const;

/** How the server stamped a driver's punch: the phone's times as sent, the arrival, and whether the tap time was taken. */
const stamp = {
  type: 'map',
  properties: {
    source: { type: ['tap', 'arrival'] as const, required: true },
    tappedAt: { type: 'string' },
    sentAt: { type: 'string' },
    correctedTapAt: { type: 'string' },
    arrivedAt: { type: 'string', required: true },
    skewMs: { type: 'number' },
    late: { type: 'boolean', required: true },
    flag: { type: 'string' },
  },
} as const;

/**
 * A driver's shift: clocked in (and out) from his phone, stamped at the tap or at arrival (its stamps keep
 * both), or added by the office. The punchId
 * begins with the shift's first `in`, so a week is one range read of the driver's partition.
 */
export const timePunchSchema = {
  model: { entity: 'timePunch', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    DriverID: { type: 'string', required: true, readOnly: true },
    punchId: { type: 'string', required: true, readOnly: true },
    in: { type: 'string', required: true },
    out: { type: 'string' },
    inPosition: position,
    outPosition: position,
    /** The phone's uuid of the in and out punches: a retried punch answers the first. */
    inKey: { type: 'string' },
    outKey: { type: 'string' },
    inStamp: stamp,
    outStamp: stamp,
    createdBy: { type: 'string', required: true },
    editedBy: { type: 'string' },
    version: { type: 'number', required: true },
  },
  indexes: {
    byDriver: { pk: { field: 'pk', composite: ['companyId', 'DriverID'] }, sk: { field: 'sk', composite: ['punchId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(timePunchSchema, config));

export function timePunchEntity() {
  return reused();
}

export type TimePunchItem = EntityItem<ReturnType<typeof timePunchEntity>>;
