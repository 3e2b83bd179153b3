import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A weekly pay run (spec part 2 §3 payrollRunData). PayRunID is the week ending (YYYY-MM-DD): one run
 * per company and week, and the sort key orders runs by date. The statement's driver and vehicle lists
 * and the processing errors stay on the run, bounded (payroll/runs/run-bounds.ts keeps the item far below
 * 400 KB); pay documents and vehicle summaries are items of their own, read by run.
 */
export const payRunSchema = {
  model: { entity: 'payRun', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    PayRunID: { type: 'string', required: true, readOnly: true },
    WeekEnding: { type: 'string', required: true },
    WeekEndingString: { type: 'string', required: true },
    PayDate: { type: 'string', required: true },
    PayDateString: { type: 'string', required: true },
    PayPeriod: {
      type: 'map',
      required: true,
      properties: {
        startDate: { type: 'string', required: true },
        endDate: { type: 'string', required: true },
        startDateString: { type: 'string' },
        endDateString: { type: 'string' },
        payDate: { type: 'string' },
        payDateString: { type: 'string' },
      },
    },
    createdBy: { type: 'string', required: true },
    createdByUid: { type: 'string' },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    status: { type: 'string', required: true, default: 'draft' },
    isProcessed: { type: 'boolean', default: false },
    /** At most MAX_RUN_DRIVERS (payroll/runs/run-bounds.ts): a bigger statement is refused. */
    DriverList: {
      type: 'list',
      items: { type: 'map', properties: { DriverID: { type: 'string', required: true }, DisplayName: { type: 'string', required: true }, secondDriver: { type: 'boolean' } } },
      default: () => [],
    },
    VehicleList: { type: 'list', items: { type: 'string' }, default: () => [] },
    BaseFuelIncentive: { type: 'number', default: 0 },
    FuelSupplementPay: { type: 'number', default: 0 },
    TotalTripRevenue: { type: 'number', default: 0 },
    TotalCompensation: { type: 'number', default: 0 },
    statementFileUrl: { type: 'string' },
    statementFilePath: { type: 'string' },
    importBatchId: { type: 'string' },
    /** One per failed driver and one for the run at most, messages cut to MAX_PROCESSING_ERROR_CHARS. */
    processingErrors: {
      type: 'list',
      items: { type: 'map', properties: { DriverID: { type: 'string', required: true }, message: { type: 'string', required: true } } },
      default: () => [],
    },
    driversTotal: { type: 'number', default: 0 },
    driversDone: { type: 'number', default: 0 },
    driversFailed: { type: 'number', default: 0 },
    /** Which calculation the progress counters belong to (a retried task must not count twice). */
    calculationId: { type: 'string' },
    /** Map items of that calculation already counted in the progress, so a retried chunk counts once. */
    chunksCounted: { type: 'set', items: 'number' },
    calculatedAt: { type: 'string' },
    version: { type: 'number', default: 1 },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byRun: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['PayRunID'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(payRunSchema, config));

export function payRunEntity() {
  return reused();
}

export type PayRunItem = EntityItem<ReturnType<typeof payRunEntity>>;
