import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/** Who changed a trip payout by hand, when, and its before and after (never edited, never deleted). */
export const payoutAuditSchema = {
  model: { entity: 'payoutAudit', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    PayRunID: { type: 'string', required: true, readOnly: true },
    auditId: { type: 'string', required: true, readOnly: true },
    DriverID: { type: 'string', required: true },
    TripNumber: { type: 'string', required: true },
    changedByUid: { type: 'string', required: true },
    changedBy: { type: 'string', required: true },
    changedAt: { type: 'string', required: true },
    before: { type: 'map', required: true, properties: { payout: { type: 'number', required: true }, manual: { type: 'boolean', required: true }, version: { type: 'number', required: true } } },
    after: { type: 'map', required: true, properties: { payout: { type: 'number', required: true }, manual: { type: 'boolean', required: true }, version: { type: 'number', required: true } } },
    note: { type: 'string' },
  },
  indexes: {
    byRun: { pk: { field: 'pk', composite: ['companyId', 'PayRunID'] }, sk: { field: 'sk', composite: ['auditId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(payoutAuditSchema, config));

export function payoutAuditEntity() {
  return reused();
}

export type PayoutAuditItem = EntityItem<ReturnType<typeof payoutAuditEntity>>;
