import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * One driver's payout for one trip of a pay run (spec part 2 §3 trip payout record) with the engine's
 * explanation. `manual` rows were set by payroll staff and survive recalculation; `version` locks edits.
 */
export const tripPayoutSchema = {
  model: { entity: 'tripPayout', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    PayRunID: { type: 'string', required: true, readOnly: true },
    DriverID: { type: 'string', required: true, readOnly: true },
    TripNumber: { type: 'string', required: true, readOnly: true },
    VehicleID: { type: 'string', required: true },
    RunType: { type: 'string', required: true },
    TripType: { type: 'string', required: true },
    MilesQTY: { type: 'number', required: true },
    PayType: { type: 'string', required: true },
    PayRate: { type: 'number' },
    payout: { type: 'number', required: true },
    DandHpayout: { type: 'number', required: true },
    SpotTripId: { type: 'string' },
    payoutRule: { type: 'string', required: true },
    explanation: { type: 'string', required: true },
    dandhExplanation: { type: 'string', required: true },
    /** Position among the driver's trips in statement order, so the table reads like the statement. */
    tripOrder: { type: 'number', required: true },
    manual: { type: 'boolean', default: false },
    version: { type: 'number', default: 1 },
  },
  indexes: {
    byDriver: { pk: { field: 'pk', composite: ['companyId', 'PayRunID'] }, sk: { field: 'sk', composite: ['DriverID', 'TripNumber'] } },
    byVehicle: { index: 'gsi1', collection: 'vehicleWeek', pk: { field: 'gsi1pk', composite: ['companyId', 'PayRunID', 'VehicleID'] }, sk: { field: 'gsi1sk', composite: ['TripNumber', 'DriverID'] } },
    payDocument: { index: 'gsi3', collection: 'payDocument', pk: { field: 'gsi3pk', composite: ['companyId', 'PayRunID', 'DriverID'] }, sk: { field: 'gsi3sk', composite: ['TripNumber'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(tripPayoutSchema, config));

export function tripPayoutEntity() {
  return reused();
}

export type TripPayoutItem = EntityItem<ReturnType<typeof tripPayoutEntity>>;
