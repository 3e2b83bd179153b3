import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/** One vehicle's week in a pay run (spec part 2 §3 PayrollVehicleSummaryDoc), written by the calculation. */
export const vehicleSummarySchema = {
  model: { entity: 'vehicleSummary', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    payrunId: { type: 'string', required: true, readOnly: true },
    vehicleId: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true },
    PayPeriod: { type: 'map', required: true, properties: { endDate: { type: 'string', required: true }, endDateString: { type: 'string', required: true } } },
    /** Trip numbers and fuel tickets of the vehicle this week (the old per-file lists). */
    tripDataFiles: { type: 'list', items: { type: 'string' }, default: () => [] },
    fuelDataFiles: { type: 'list', items: { type: 'string' }, default: () => [] },
    drivers: { type: 'list', items: { type: 'string' }, default: () => [] },
    trips: { type: 'number', default: 0 },
    miles: { type: 'number', default: 0 },
    tripRevenue: { type: 'number', default: 0 },
    payout: { type: 'number', default: 0 },
    gallons: { type: 'number', default: 0 },
    notes: { type: 'string' },
    /**
     * Payroll's hand edits, kept beside the figures they replace: the calculation rewrites the summary
     * from the trips and then lays these over it again, so a recalculation never loses an edit.
     */
    overrides: {
      type: 'map',
      properties: { notes: { type: 'string' }, miles: { type: 'number' }, gallons: { type: 'number' }, tripRevenue: { type: 'number' } },
    },
    version: { type: 'number', default: 1 },
  },
  indexes: {
    byRun: { pk: { field: 'pk', composite: ['companyId', 'payrunId'] }, sk: { field: 'sk', composite: ['vehicleId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(vehicleSummarySchema, config));

export function vehicleSummaryEntity() {
  return reused();
}

export type VehicleSummaryItem = EntityItem<ReturnType<typeof vehicleSummaryEntity>>;
