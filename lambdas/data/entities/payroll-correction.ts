import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A payroll correction of a run (a trip moved to another driver, a fuel purchase assigned to its trip,
 * a vehicle summary edited): who, when, before and after, and which drivers were recalculated. Never
 * edited, never deleted. Before and after are short JSON texts of the changed fields (≤ 4 KB each).
 */
export const payrollCorrectionSchema = {
  model: { entity: 'payrollCorrection', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    PayRunID: { type: 'string', required: true, readOnly: true },
    auditId: { type: 'string', required: true, readOnly: true },
    kind: { type: ['move-trip', 'assign-fuel', 'vehicle-summary'] as const, required: true },
    subject: { type: 'string', required: true },
    changedByUid: { type: 'string', required: true },
    changedBy: { type: 'string', required: true },
    changedAt: { type: 'string', required: true },
    before: { type: 'string', required: true },
    after: { type: 'string', required: true },
    recalculatedDrivers: { type: 'list', items: { type: 'string' }, default: () => [] },
    note: { type: 'string' },
  },
  indexes: {
    byRun: { pk: { field: 'pk', composite: ['companyId', 'PayRunID'] }, sk: { field: 'sk', composite: ['auditId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(payrollCorrectionSchema, config));

export function payrollCorrectionEntity() {
  return reused();
}

export type PayrollCorrectionItem = EntityItem<ReturnType<typeof payrollCorrectionEntity>>;
