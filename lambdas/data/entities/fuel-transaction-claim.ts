import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * The card provider's transaction id, claimed once per company with the day the purchase is kept under.
 * A provider that sends a transaction again with another date (a corrected file, a late posting) finds
 * the id taken, so the purchase is stored once whatever date the second file gives it.
 */
export const fuelTransactionClaimSchema = {
  model: { entity: 'fuelTransactionClaim', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    transactionId: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM-DD the purchase is stored under (the first file's date). */
    transactionDate: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byTransaction: { pk: { field: 'pk', composite: ['companyId', 'transactionId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(fuelTransactionClaimSchema, config));

export function fuelTransactionClaimEntity() {
  return reused();
}

export type FuelTransactionClaimItem = EntityItem<ReturnType<typeof fuelTransactionClaimEntity>>;
