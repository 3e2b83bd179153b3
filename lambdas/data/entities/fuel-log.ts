import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/** A fuel purchase of a pay run's imported statement (spec part 2 §3 fuel log), kept per vehicle. */
export const fuelLogSchema = {
  model: { entity: 'fuelLog', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    PayRunID: { type: 'string', required: true, readOnly: true },
    VehicleID: { type: 'string', required: true, readOnly: true },
    /** Statement order, so two tickets with one number both survive. */
    StatementOrderIndex: { type: 'number', required: true, readOnly: true },
    importBatchId: { type: 'string', required: true },
    TicketNumber: { type: 'string', required: true },
    GallonsPurchased: { type: 'number', required: true },
    TruckStopName: { type: 'string' },
    FromCarrier: { type: 'boolean', default: false },
    DriverNo1: { type: 'string' },
    TransactionDate: { type: 'string' },
    FuelAmount: { type: 'number' },
    /** The trip payroll assigned this purchase to (a correction); absent as imported. */
    TripNumber: { type: 'string' },
  },
  indexes: {
    byVehicle: { pk: { field: 'pk', composite: ['companyId', 'PayRunID'] }, sk: { field: 'sk', composite: ['VehicleID', 'StatementOrderIndex'] } },
    /** The vehicle view reads it with the vehicle's trips and payouts (services/vehicle-week.ts). */
    vehicleWeek: { index: 'gsi1', collection: 'vehicleWeek', pk: { field: 'gsi1pk', composite: ['companyId', 'PayRunID', 'VehicleID'] }, sk: { field: 'gsi1sk', composite: ['StatementOrderIndex'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(fuelLogSchema, config));

export function fuelLogEntity() {
  return reused();
}

export type FuelLogItem = EntityItem<ReturnType<typeof fuelLogEntity>>;
