import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

const times = { type: 'map', properties: { in: { type: 'string', required: true }, out: { type: 'string' } } } as const;

/** An office change of a driver's shift, or the timeclock's stamping of a punch at arrival: who, when, why, before and after (never edited, never deleted). */
export const timecardAuditSchema = {
  model: { entity: 'timecardAudit', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    DriverID: { type: 'string', required: true, readOnly: true },
    weekEnding: { type: 'string', required: true, readOnly: true },
    auditId: { type: 'string', required: true, readOnly: true },
    punchId: { type: 'string', required: true },
    action: { type: ['add', 'edit', 'delete', 'stamp'] as const, required: true },
    changedByUid: { type: 'string', required: true },
    changedBy: { type: 'string', required: true },
    changedAt: { type: 'string', required: true },
    reason: { type: 'string', required: true },
    before: times,
    after: times,
  },
  indexes: {
    byDriverWeek: { pk: { field: 'pk', composite: ['companyId', 'DriverID', 'weekEnding'] }, sk: { field: 'sk', composite: ['auditId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(timecardAuditSchema, config));

export function timecardAuditEntity() {
  return reused();
}

export type TimecardAuditItem = EntityItem<ReturnType<typeof timecardAuditEntity>>;
