import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/** A bonus button / payout rule (spec part 2 §3 BonusButtons), stored normalised; listed by label. */
export const bonusButtonSchema = {
  model: { entity: 'bonusButton', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    label: { type: 'string', required: true },
    hint: { type: 'string' },
    payoutType: { type: 'string', required: true },
    rate: { type: 'number' },
    flatAmount: { type: 'number' },
    maxPayout: { type: 'number' },
    mileageMin: { type: 'number' },
    mileageMax: { type: 'number' },
    payAllMiles: { type: 'boolean', default: false },
    taxable: { type: 'boolean', default: true },
    payable: { type: 'boolean', default: true },
    bonus: { type: 'boolean', default: true },
    incentive: { type: 'boolean', default: false },
    autopay: { type: 'boolean', default: false },
    includeTripEarnings: { type: 'boolean', default: true },
    categories: { type: 'list', items: { type: 'string' }, default: () => [] },
    tenureMinDays: { type: 'number' },
    driverIds: { type: 'list', items: { type: 'string' }, default: () => [] },
    domicileIds: { type: 'list', items: { type: 'string' }, default: () => [] },
    tractorIds: { type: 'list', items: { type: 'string' }, default: () => [] },
    matchStrategy: { type: 'string', default: 'any' },
    applyToAll: { type: 'boolean', default: false },
    eligibility: { type: 'map', properties: { enforceMileage: { type: 'boolean' }, minMiles: { type: 'number' }, maxMiles: { type: 'number' } } },
    calculationMethods: {
      type: 'list',
      items: { type: 'map', properties: { id: { type: 'string' }, type: { type: 'string', required: true }, rate: { type: 'number' }, flatAmount: { type: 'number' }, maxPayout: { type: 'number' } } },
      default: () => [],
    },
    primaryMethod: { type: 'string' },
    hasMultipleMethods: { type: 'boolean', default: false },
    methodTypes: { type: 'list', items: { type: 'string' }, default: () => [] },
    createdBy: { type: 'string' },
    updatedBy: { type: 'string' },
    updatedAt: { type: 'string' },
    version: { type: 'number', default: 1 },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['id'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(bonusButtonSchema, config));

export function bonusButtonEntity() {
  return reused();
}

export type BonusButtonItem = EntityItem<ReturnType<typeof bonusButtonEntity>>;
