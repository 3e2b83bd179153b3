import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * One fuel card transaction (the card provider's daily file, or a file uploaded by hand), kept under its
 * month. IFTA takes its gallons by jurisdiction; profitability its amount by tractor and pay run.
 */
export const fuelPurchaseSchema = {
  model: { entity: 'fuelPurchase', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM of `transactionDate`. */
    month: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM-DD, the day on the card provider's file. */
    transactionDate: { type: 'string', required: true, readOnly: true },
    /** The provider's transaction id: a file sent twice stores each purchase once. */
    transactionId: { type: 'string', required: true, readOnly: true },
    transactionTime: { type: 'string' },
    source: { type: ['wex', 'upload'] as const, required: true },
    /** The inbox or upload file the purchase came from. */
    fileKey: { type: 'string', required: true },
    FuelCardNo: { type: 'string', required: true },
    /** The tractor whose FuelCardNo matched; absent when none did. */
    VehicleID: { type: 'string' },
    DriverID: { type: 'string' },
    vendorName: { type: 'string', required: true },
    city: { type: 'string' },
    /** Two-letter jurisdiction of the purchase; blank when the file gives none (IFTA totals only). */
    state: { type: 'string', default: '' },
    product: { type: 'string' },
    gallons: { type: 'number', required: true },
    /** Dollars, to the cent. */
    amount: { type: 'number', required: true },
    /** The vendor is not in the company's afpVendors: flagged on the fuel card screen. */
    unapprovedVendor: { type: 'boolean', default: false },
    createdAt: { type: 'string', required: true },
  },
  indexes: {
    byMonth: { pk: { field: 'pk', composite: ['companyId', 'month'] }, sk: { field: 'sk', composite: ['transactionDate', 'transactionId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(fuelPurchaseSchema, config));

export function fuelPurchaseEntity() {
  return reused();
}

export type FuelPurchaseItem = EntityItem<ReturnType<typeof fuelPurchaseEntity>>;
