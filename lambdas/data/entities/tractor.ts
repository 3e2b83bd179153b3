import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, tableConfig } from '../table.ts';

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

export function tractorEntity() {
  return new Entity(tractorSchema, tableConfig());
}

export type TractorItem = EntityItem<ReturnType<typeof tractorEntity>>;
