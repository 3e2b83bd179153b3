import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * One navigation of one user (spec part 1 §2.2 userActions); sorted by time within the company's month:
 * millions a year, so one month is one partition.
 */
export const userActionSchema = {
  model: { entity: 'userAction', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM (UTC) of `timestamp`. */
    month: { type: 'string', required: true, readOnly: true },
    actionId: { type: 'string', required: true, readOnly: true },
    userUUID: { type: 'string', required: true },
    ClientVersionNumber: { type: 'string', required: true },
    timestamp: { type: 'string', required: true },
    OriginRoute: { type: 'string', required: true },
    DestinationRoute: { type: 'string', required: true },
    role: { type: 'number' },
  },
  indexes: {
    byTime: { pk: { field: 'pk', composite: ['companyId', 'month'] }, sk: { field: 'sk', composite: ['actionId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(userActionSchema, config));

export function userActionEntity() {
  return reused();
}

export type UserActionItem = EntityItem<ReturnType<typeof userActionEntity>>;
