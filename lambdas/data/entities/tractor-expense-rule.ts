import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A recurring cost of running a tractor (spec §7 insertTractorExpenseRuleFile): truck payment, insurance,
 * permits… by week, month or mile, from a date, optionally to one. Profitability reads them.
 * `VehicleID` `*` applies to every tractor.
 */
export const tractorExpenseRuleSchema = {
  model: { entity: 'tractorExpenseRule', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    VehicleID: { type: 'string', required: true, readOnly: true },
    expenseName: { type: 'string', required: true, readOnly: true },
    /** Dollars per `basis`. */
    amount: { type: 'number', required: true },
    basis: { type: ['week', 'month', 'mile'] as const, required: true },
    startDate: { type: 'string', required: true },
    endDate: { type: 'string' },
    notes: { type: 'string', default: '' },
    importBatchId: { type: 'string' },
    updatedAt: { type: 'string', required: true },
    updatedBy: { type: 'string', default: '' },
  },
  indexes: {
    byVehicle: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['VehicleID', 'expenseName'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(tractorExpenseRuleSchema, config));

export function tractorExpenseRuleEntity() {
  return reused();
}

export type TractorExpenseRuleItem = EntityItem<ReturnType<typeof tractorExpenseRuleEntity>>;
