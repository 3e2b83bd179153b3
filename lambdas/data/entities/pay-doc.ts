import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { PER_DIEM_PLANS } from '#shared/payroll/per-diem-plan';
import { reusedEntity } from './reused-entity.ts';

/**
 * A driver's pay document for one pay run (spec part 2 §3 payrollDocs). Its trip payout records, trip
 * logs and fuel logs are items of their own; the compensation model is short and stays inline. The
 * driver index serves his pay history, newest pay date first.
 */
export const payDocSchema = {
  model: { entity: 'payDoc', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    PayRunID: { type: 'string', required: true, readOnly: true },
    DriverID: { type: 'string', required: true, readOnly: true },
    PayDocID: { type: 'string', required: true },
    DisplayName: { type: 'string', required: true },
    FirstName: { type: 'string', default: '' },
    LastName: { type: 'string', default: '' },
    PayType: { type: 'string', default: 'Mileage' },
    payDate: { type: 'string', required: true },
    payDateString: { type: 'string', required: true },
    endDate: { type: 'string', required: true },
    endDateString: { type: 'string', required: true },
    mileagePayout: { type: 'number', required: true },
    dropAndHookPayout: { type: 'number', required: true },
    totalMiles: { type: 'number', required: true },
    tripCount: { type: 'number', required: true },
    /** The lines of the pay (CompModelEntry of #shared/payroll/result-types), a few dozen at most. */
    compModel: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          label: { type: 'string', required: true },
          value: { type: 'number', required: true },
          payable: { type: 'boolean', required: true },
          taxable: { type: 'boolean', required: true },
          categories: { type: 'list', items: { type: 'string' }, required: true },
          bonus: { type: 'boolean' },
          incentive: { type: 'boolean' },
          flatRate: { type: 'boolean' },
          hint: { type: 'string' },
          baseAmount: { type: 'number' },
          guaranteeShortfall: { type: 'number' },
          includeTripEarnings: { type: 'boolean' },
          existingTripEarnings: { type: 'number' },
          adjustmentId: { type: 'string' },
          explanation: { type: 'string', required: true },
        },
      },
    },
    /** One per bonus button of the company (BonusOutcome), applied or not. */
    bonusOutcomes: {
      type: 'list',
      items: {
        type: 'map',
        properties: {
          id: { type: 'string', required: true },
          label: { type: 'string', required: true },
          applied: { type: 'boolean', required: true },
          reason: { type: 'string' },
          amount: { type: 'number', required: true },
          explanation: { type: 'string', required: true },
        },
      },
      default: () => [],
    },
    totalCompensation: { type: 'number', required: true },
    totalExplanation: { type: 'string', required: true },
    engineTotalCompensation: { type: 'number', required: true },
    /** The company's per diem plan when this document was calculated: its deductions were taken from Paid under it. */
    perDiemPlan: { type: PER_DIEM_PLANS },
    /** The last pay phase applied: 2 (bonuses applied or removed); the calculation stores a document only once both phases are worked out. */
    phase: { type: 'number', required: true },
    calculatedAt: { type: 'string', required: true },
    /** The calculation that wrote this version, so a retried task does not count a driver twice. */
    calculationId: { type: 'string', required: true },
  },
  indexes: {
    byRun: { pk: { field: 'pk', composite: ['companyId', 'PayRunID'] }, sk: { field: 'sk', composite: ['DriverID'] } },
    byDriver: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['companyId', 'DriverID'] }, sk: { field: 'gsi1sk', composite: ['payDate'] } },
    /** The pay document screen reads it with the driver's payouts and trips (services/pay-document.ts). */
    payDocument: { index: 'gsi3', collection: 'payDocument', pk: { field: 'gsi3pk', composite: ['companyId', 'PayRunID', 'DriverID'] }, sk: { field: 'gsi3sk', composite: [] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(payDocSchema, config));

export function payDocEntity() {
  return reused();
}

export type PayDocItem = EntityItem<ReturnType<typeof payDocEntity>>;
