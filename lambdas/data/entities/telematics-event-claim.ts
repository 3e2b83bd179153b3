import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * The provider's event id, claimed once per tractor with the key its event is stored under (the local day
 * of a position, the timestamp of a log event). A provider that sends an event again with another
 * timestamp finds the id taken, so the event is stored once whatever time the second batch gives it.
 */
export const telematicsEventClaimSchema = {
  model: { entity: 'telematicsEventClaim', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    VehicleID: { type: 'string', required: true, readOnly: true },
    /** `p` a position report or generic event, `l` a driver log event: the feed's two kinds of item. */
    kind: { type: ['p', 'l'] as const, required: true, readOnly: true },
    eventId: { type: 'string', required: true, readOnly: true },
    /** The day (position) or ISO timestamp (log event) the first copy is stored under. */
    storedUnder: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds: the claim ends with the event it guards. */
    expiresAt: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byEvent: { pk: { field: 'pk', composite: ['companyId', 'VehicleID', 'kind', 'eventId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(telematicsEventClaimSchema, config));

export function telematicsEventClaimEntity() {
  return reused();
}

export type TelematicsEventClaimItem = EntityItem<ReturnType<typeof telematicsEventClaimEntity>>;
