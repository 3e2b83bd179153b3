import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A tractor (spec part 2 §3 tractorLookupTable); its id is the 6-character VehicleID. The feed keeps its
 * latest state on the item (the map and the list read it, never the positions); maintenance keeps its
 * reminder counts and the shop its status.
 */
export const tractorSchema = {
  model: { entity: 'tractor', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    VehicleID: { type: 'string', required: true, readOnly: true },
    Active: { type: 'boolean', default: true },
    Domicile: { type: 'string', default: '' },
    Vin: { type: 'string', required: true },
    Year: { type: 'number' },
    Make: { type: 'string' },
    Model: { type: 'string' },
    FuelCardNo: { type: 'string' },
    VedrSerial: { type: 'string' },
    EldSerial: { type: 'string' },
    LicensePlateNo: { type: 'string' },
    LatestOdometer: { type: 'number' },
    /** From the newest position the feed accepted (by posTimeStamp, not by arrival). */
    lastSpeed: { type: 'number' },
    lastTimeStamp: { type: 'string' },
    city: { type: 'string' },
    stateProv: { type: 'string' },
    ignitionStatus: { type: ['on', 'off', 'unknown'] as const },
    lastPos: { type: 'map', properties: { lat: { type: 'number', required: true }, lon: { type: 'number', required: true } } },
    /** The driver logged into the tractor (event 101 until 102, 103 or 104). */
    currentDriverId: { type: 'string' },
    /** The shop's board: in service, in the shop while maintenance is in progress, or out of service with a reason. */
    serviceState: { type: ['in-service', 'in-shop', 'out-of-service'] as const, default: 'in-service' },
    outOfServiceReason: { type: 'string' },
    /** Out of service because of an unrepaired out-of-service defect: back in service when the last one is resolved. */
    outOfServiceByDefect: { type: 'boolean', default: false },
    serviceOverdueCount: { type: 'number', default: 0 },
    serviceDueSoonCount: { type: 'number', default: 0 },
    reportedDefectsCount: { type: 'number', default: 0 },
    updatedAt: { type: 'string' },
    version: { type: 'number', default: 1 },
  },
  indexes: {
    byVehicleId: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['VehicleID'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(tractorSchema, config));

export function tractorEntity() {
  return reused();
}

export type TractorItem = EntityItem<ReturnType<typeof tractorEntity>>;
