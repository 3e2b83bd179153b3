import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * One event of the provider's position feed (spec OmniPositionFeed): a position report (T.2.06.0) or a
 * generic event (T.5.01.0). One partition per tractor and local day of the company, so a day's track and
 * its mileage are one query; the provider's event id is the sort key, so a re-sent event overwrites itself.
 */
export const positionSchema = {
  model: { entity: 'position', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    VehicleID: { type: 'string', required: true, readOnly: true },
    /** Local calendar day (YYYY-MM-DD) of posTimeStamp in the company's time zone. */
    day: { type: 'string', required: true, readOnly: true },
    eventId: { type: 'string', required: true, readOnly: true },
    eventType: { type: ['T.2.06.0', 'T.5.01.0'] as const, required: true },
    /** ISO 8601 UTC. */
    posTimeStamp: { type: 'string', required: true },
    driverID: { type: 'string' },
    odometer: { type: 'number' },
    stateProv: { type: 'string' },
    country: { type: 'string' },
    city: { type: 'string' },
    lat: { type: 'number' },
    lon: { type: 'number' },
    speed: { type: 'number' },
    ignition: { type: ['on', 'off', 'unknown'] as const },
    receivedAt: { type: 'string' },
    /** Epoch seconds: 4 years and a quarter after the position (IFTA keeps 4 years). */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byTractorDay: { pk: { field: 'pk', composite: ['companyId', 'VehicleID', 'day'] }, sk: { field: 'sk', composite: ['eventId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(positionSchema, config));

export function positionEntity() {
  return reused();
}

export type PositionItem = EntityItem<ReturnType<typeof positionEntity>>;
