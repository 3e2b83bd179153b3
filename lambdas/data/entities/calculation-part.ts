import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
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
    /** The chunk's share of each vehicle's week (VehicleTotals with its VehicleID). */
    vehicles: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          VehicleID: { type: 'string', required: true },
          trips: { type: 'list', items: { type: 'string' }, required: true },
          drivers: { type: 'list', items: { type: 'string' }, required: true },
          miles: { type: 'number', required: true },
          revenueCents: { type: 'number', required: true },
          payoutCents: { type: 'number', required: true },
        },
      },
    },
    payDocs: {
      type: 'list',
      required: true,
      items: { type: 'map', properties: { DriverID: { type: 'string', required: true }, PayDocID: { type: 'string', required: true }, totalCompensation: { type: 'number', required: true } } },
    },
    failures: {
      type: 'list',
      items: { type: 'map', properties: { DriverID: { type: 'string', required: true }, message: { type: 'string', required: true } } },
      default: () => [],
    },
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
