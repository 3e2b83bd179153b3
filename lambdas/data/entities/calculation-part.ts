import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '../table.ts';
import { reusedEntity } from './reused-entity.ts';

/**
 * What one chunk of drivers of a calculation paid, per vehicle and per driver, so the last state sums
 * a few parts instead of reading every payout of the run again.
 */
export const calculationPartSchema = {
  model: { entity: 'calculationPart', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    PayRunID: { type: 'string', required: true, readOnly: true },
    calculationId: { type: 'string', required: true, readOnly: true },
    chunk: { type: 'number', required: true, readOnly: true },
    /** VehicleID → { trips, drivers, miles, revenueCents, payoutCents }. */
    vehicles: { type: 'any', required: true },
    /** [{ DriverID, PayDocID, totalCompensation }] */
    payDocs: { type: 'any', required: true },
    failures: { type: 'any', default: () => [] },
  },
  indexes: {
    byCalculation: { pk: { field: 'pk', composite: ['companyId', 'PayRunID'] }, sk: { field: 'sk', composite: ['calculationId', 'chunk'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(calculationPartSchema, config));

export function calculationPartEntity() {
  return reused();
}

export type CalculationPartItem = EntityItem<ReturnType<typeof calculationPartEntity>>;
