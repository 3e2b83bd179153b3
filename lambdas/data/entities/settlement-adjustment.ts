import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/** A one-off or weekly deduction or reimbursement of a driver (spec SettlementAdjustmentPayments). */
export const settlementAdjustmentSchema = {
  model: { entity: 'settlementAdjustment', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    adjustmentId: { type: 'string', required: true, readOnly: true },
    DriverID: { type: 'string', required: true, readOnly: true },
    kind: { type: ['deduction', 'reimbursement'] as const, required: true },
    label: { type: 'string', required: true },
    amount: { type: 'number', required: true },
    recurrence: { type: ['one-off', 'weekly'] as const, required: true },
    startWeekEnding: { type: 'string', required: true },
    endWeekEnding: { type: 'string' },
    active: { type: 'boolean', default: true },
    note: { type: 'string' },
    createdBy: { type: 'string', required: true },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
    version: { type: 'number', default: 1 },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['adjustmentId'] } },
    byDriver: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['companyId', 'DriverID'] }, sk: { field: 'gsi1sk', composite: ['startWeekEnding', 'adjustmentId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(settlementAdjustmentSchema, config));

export function settlementAdjustmentEntity() {
  return reused();
}

export type SettlementAdjustmentItem = EntityItem<ReturnType<typeof settlementAdjustmentEntity>>;
