import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/** A tractor (spec part 2 §3 tractorLookupTable); its id is the 6-character VehicleID. */
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
    EldSerial: { type: 'string' },
    LicensePlateNo: { type: 'string' },
    LatestOdometer: { type: 'number' },
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
