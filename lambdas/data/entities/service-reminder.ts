import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A service reminder, one per tractor × program that applies to it, as computeReminders last judged it
 * (replaced on every recomputation). `alertedLevel` is the last level e-mailed, so an alert goes out once
 * per transition and not on every recomputation.
 */
export const serviceReminderSchema = {
  model: { entity: 'serviceReminder', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    VehicleID: { type: 'string', required: true, readOnly: true },
    programId: { type: 'string', required: true, readOnly: true },
    programName: { type: 'string', default: '' },
    isPM: { type: 'boolean', default: false },
    Domicile: { type: 'string', default: '' },
    state: { type: ['overdue', 'due', 'due-soon', 'ok', 'unknown'] as const, required: true },
    isOverDue: { type: 'boolean', default: false },
    isDue: { type: 'boolean', default: false },
    isDueSoon: { type: 'boolean', default: false },
    nextDueMiles: { type: 'number' },
    nextDueDate: { type: 'string' },
    remainingMiles: { type: 'number' },
    remainingDays: { type: 'number' },
    forecastDueDate: { type: 'string' },
    LatestOdometer: { type: 'number' },
    alertedLevel: { type: ['none', 'due-soon', 'overdue'] as const, default: 'none' },
    computedOn: { type: 'string', required: true },
  },
  indexes: {
    byVehicle: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['VehicleID', 'programId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(serviceReminderSchema, config));

export function serviceReminderEntity() {
  return reused();
}

export type ServiceReminderItem = EntityItem<ReturnType<typeof serviceReminderEntity>>;
