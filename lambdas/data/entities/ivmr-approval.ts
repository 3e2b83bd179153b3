import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A tractor's IVMR week (spec part 2 §3 ivmrApprovals, §4): created with Approved false, approved when its
 * report is saved and linked through reportId. Kept under its week (the spec reads by WeekEnding).
 */
export const ivmrApprovalSchema = {
  model: { entity: 'ivmrApproval', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** Saturday ending the week, YYYY-MM-DD. */
    WeekEnding: { type: 'string', required: true, readOnly: true },
    VehicleID: { type: 'string', required: true, readOnly: true },
    /** `${WeekEnding}_${VehicleID}`. */
    id: { type: 'string', required: true },
    companyName: { type: 'string', default: '' },
    Approved: { type: 'boolean', default: false },
    /** Set while the records are being created, cleared after (spec §4). */
    creating: { type: 'boolean', default: false },
    OdoStart: { type: 'number' },
    OdoStop: { type: 'number' },
    drivenBy: { type: 'list', items: { type: 'string' }, default: () => [] },
    /** The drivers as the approved report names them ("Jake Miller (1004512)"), frozen at approval so a later rename leaves the archive as it was. */
    drivers: { type: 'list', items: { type: 'string' } },
    /** Each window day's origin, destination and route as approved (from the pay statement's trips), frozen like `drivers`. */
    routes: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          date: { type: 'string', required: true },
          origin: { type: 'string', required: true },
          destination: { type: 'string', required: true },
          route: { type: 'string', required: true },
          trips: { type: 'number', required: true },
        },
      },
    },
    ivmrRows: {
      type: 'list',
      default: () => [],
      items: {
        type: 'map',
        properties: {
          date: { type: 'string', required: true },
          state: { type: 'string', required: true },
          odoStart: { type: 'number', required: true },
          odoStop: { type: 'number', required: true },
          miles: { type: 'number', required: true },
        },
      },
    },
    /**
     * fleet-rules IVMR exceptions of a week computed from positions (an imported week has none): odometer
     * and Mexico ones with miles, from and to; an uncovered day with its date.
     */
    exceptions: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          kind: { type: ['backwards', 'mx', 'gap', 'uncovered'] as const, required: true },
          miles: { type: 'number' },
          from: { type: 'string' },
          to: { type: 'string' },
          date: { type: 'string' },
        },
      },
    },
    /** All exceptions of the week; `exceptions` keeps the first MAX_EXCEPTIONS. */
    exceptionCount: { type: 'number' },
    Domicile: { type: 'string', default: '' },
    /** The IVMRReports item of the saved files; set with Approved true. */
    reportId: { type: 'string' },
    approvedBy: { type: 'string' },
    approvedAt: { type: 'string' },
    /** Required to approve a week with exceptions; on its files too (fleet-rules "Approval"). */
    approvalReason: { type: 'string' },
    importBatchId: { type: 'string' },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byWeek: { pk: { field: 'pk', composite: ['companyId', 'WeekEnding'] }, sk: { field: 'sk', composite: ['VehicleID'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(ivmrApprovalSchema, config));

export function ivmrApprovalEntity() {
  return reused();
}

export type IvmrApprovalItem = EntityItem<ReturnType<typeof ivmrApprovalEntity>>;
