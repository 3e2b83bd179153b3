import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A trip of a pay run's imported statement (spec part 2 §3 trip log), one item per trip. Kept in order
 * of first driver, so the calculation reads a whole chunk of drivers with one range query; the vehicle
 * index serves the vehicle view and the second-driver index team trips. DriverNo2 is '' on a solo trip
 * so the key can always be built.
 */
export const tripLogSchema = {
  model: { entity: 'tripLog', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    PayRunID: { type: 'string', required: true, readOnly: true },
    DriverNo1: { type: 'string', required: true, readOnly: true },
    TripNumber: { type: 'string', required: true, readOnly: true },
    VehicleID: { type: 'string', required: true },
    importBatchId: { type: 'string', required: true },
    RunType: { type: 'string', required: true },
    MilesQTY: { type: 'number', required: true },
    DriverNo2: { type: 'string', default: '' },
    DriverName1: { type: 'string' },
    DriverName2: { type: 'string' },
    LegOrg: { type: 'string' },
    LegDest: { type: 'string' },
    SpotName: { type: 'string' },
    SiteName: { type: 'string' },
    SpotTripId: { type: 'string' },
    SpotPay: { type: 'number' },
    TripRevenue: { type: 'number' },
    RevenueDailyGrossDollars: { type: 'number' },
    RateFuel: { type: 'number' },
    LiveDollarAmount: { type: 'number' },
    RevenueDandH: { type: 'number' },
    TripStartDate: { type: 'string' },
    TripDateText: { type: 'string' },
    StatementOrderIndex: { type: 'number', required: true },
    PayType: { type: 'string' },
    PayRate: { type: 'number' },
    DriverNo1PayType: { type: 'string' },
    DriverNo1PayRate: { type: 'number' },
    DriverNo2PayType: { type: 'string' },
    DriverNo2PayRate: { type: 'number' },
    /** DriverNo1 under the name the pay document collection keys on (a collection's members share key attributes); never returned. */
    DriverID: { type: 'string', hidden: true, readOnly: true, watch: ['DriverNo1'], set: (_: unknown, item: { DriverNo1: string }) => item.DriverNo1 },
  },
  indexes: {
    byFirstDriver: { pk: { field: 'pk', composite: ['companyId', 'PayRunID'] }, sk: { field: 'sk', composite: ['DriverNo1', 'TripNumber'] } },
    byVehicle: { index: 'gsi1', collection: 'vehicleWeek', pk: { field: 'gsi1pk', composite: ['companyId', 'PayRunID', 'VehicleID'] }, sk: { field: 'gsi1sk', composite: ['TripNumber'] } },
    bySecondDriver: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['companyId', 'PayRunID', 'DriverNo2'] }, sk: { field: 'gsi2sk', composite: ['TripNumber'] } },
    payDocument: { index: 'gsi3', collection: 'payDocument', pk: { field: 'gsi3pk', composite: ['companyId', 'PayRunID', 'DriverID'] }, sk: { field: 'gsi3sk', composite: ['TripNumber'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(tripLogSchema, config));

export function tripLogEntity() {
  return reused();
}

export type TripLogItem = EntityItem<ReturnType<typeof tripLogEntity>>;
