import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A driver's time cards of one pay period (week ending) as approved for pay: the cards are a snapshot,
 * so pay reads exactly what was approved. An edit of the week clears the approval and raises version.
 */
export const timecardApprovalSchema = {
  model: { entity: 'timecardApproval', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    weekEnding: { type: 'string', required: true, readOnly: true },
    DriverID: { type: 'string', required: true, readOnly: true },
    approved: { type: 'boolean', required: true },
    cards: { type: 'list', items: { type: 'map', properties: { date: { type: 'string', required: true }, minutes: { type: 'number', required: true } } }, default: () => [] },
    approvedByUid: { type: 'string' },
    approvedBy: { type: 'string' },
    approvedAt: { type: 'string' },
    version: { type: 'number', required: true },
  },
  indexes: {
    byWeek: { pk: { field: 'pk', composite: ['companyId', 'weekEnding'] }, sk: { field: 'sk', composite: ['DriverID'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(timecardApprovalSchema, config));

export function timecardApprovalEntity() {
  return reused();
}

export type TimecardApprovalItem = EntityItem<ReturnType<typeof timecardApprovalEntity>>;
