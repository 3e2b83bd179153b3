import { Entity, type EntityItem } from 'electrodb';
import { SERVICE, tableConfig } from '../table.ts';

/**
 * A driver of the company (spec part 2 §3 driverLookupTable), keyed by his 7-character DriverID.
 * Pay settings, tiers and rate tables join this record with the payroll work.
 */
export const driverSchema = {
  model: { entity: 'driver', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    DriverID: { type: 'string', required: true, readOnly: true },
    uid: { type: 'string' },
    FirstName: { type: 'string', required: true },
    LastName: { type: 'string', required: true },
    DisplayName: { type: 'string', required: true },
    Active: { type: 'boolean', default: true },
    TermStatus: { type: 'boolean', default: false },
    /** One or more domicile codes separated by '/'. */
    Domicile: { type: 'string', default: '' },
    Phone: { type: 'string', default: '' },
    HireDate: { type: 'string' },
    OriginalHireDate: { type: 'string' },
    TermDate: { type: 'string' },
    cdlExpDate: { type: 'string' },
    medExpDate: { type: 'string' },
  },
  indexes: {
    byDriverId: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['DriverID'] } },
  },
} as const;

export function driverEntity() {
  return new Entity(driverSchema, tableConfig());
}

export type DriverItem = EntityItem<ReturnType<typeof driverEntity>>;
