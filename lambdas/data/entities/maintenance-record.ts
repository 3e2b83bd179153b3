import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A maintenance record (spec part 2 §3 maintRecords) with its cost lines. Kept under its tractor (the
 * tractor's history, newest first); gsi1 serves the office's in-progress and completed lists by year.
 * ServiceDate is the calendar day (YYYY-MM-DD), so it sorts. A record entered by mistake is voided, never
 * deleted: it moves to the 'voided' list (out of every list a live record counts in) and keeps who, when and why.
 */
export const maintenanceRecordSchema = {
  model: { entity: 'maintenanceRecord', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    VehicleID: { type: 'string', required: true, readOnly: true },
    ServiceDate: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    /** 'in-progress' or 'completed', from ServiceStatus; 'voided' once voided. */
    listName: { type: ['in-progress', 'completed', 'voided'] as const, required: true },
    year: { type: 'string', required: true },
    Vin: { type: 'string', default: '' },
    Domicile: { type: 'string', default: '' },
    ServiceStatus: { type: ['In Progress', 'Completed'] as const, required: true },
    ServiceMonth: { type: 'string', required: true },
    ServiceDateString: { type: 'string', required: true },
    status: { type: ['filed', 'not filed'] as const, default: 'not filed' },
    isPM: { type: 'boolean', default: false },
    serviceType: { type: 'string', default: '' },
    odometer: { type: 'number' },
    ServiceNo: { type: 'string', default: '' },
    ServiceProvider: { type: 'string', default: '' },
    filename: { type: 'string', default: '' },
    /** Storage key of the uploaded invoice. */
    invoiceKey: { type: 'string' },
    notes: { type: 'string', default: '' },
    costLines: {
      type: 'list',
      default: () => [],
      items: {
        type: 'map',
        properties: {
          kind: { type: ['parts', 'labour'] as const, required: true },
          description: { type: 'string', required: true },
          amount: { type: 'number', required: true },
        },
      },
    },
    partsTotal: { type: 'number', default: 0 },
    labourTotal: { type: 'number', default: 0 },
    total: { type: 'number', default: 0 },
    importBatchId: { type: 'string' },
    voidedAt: { type: 'string' },
    voidedBy: { type: 'string' },
    voidedByUid: { type: 'string' },
    voidReason: { type: 'string' },
    updatedOn: { type: 'string', required: true },
    updatedBy: { type: 'string', default: '' },
    version: { type: 'number', default: 1 },
  },
  indexes: {
    byVehicle: { pk: { field: 'pk', composite: ['companyId', 'VehicleID'] }, sk: { field: 'sk', composite: ['ServiceDate', 'id'] } },
    byList: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['companyId', 'listName', 'year'] }, sk: { field: 'gsi1sk', composite: ['ServiceDate', 'id'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(maintenanceRecordSchema, config));

export function maintenanceRecordEntity() {
  return reused();
}

export type MaintenanceRecordItem = EntityItem<ReturnType<typeof maintenanceRecordEntity>>;
