import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A driver's signed schedule link (the open path /driver-schedule#link=…): it shows that driver's
 * published schedule to whoever holds it until it expires. Only a hash of its secret is kept.
 */
export const scheduleLinkSchema = {
  model: { entity: 'scheduleLink', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    linkId: { type: 'string', required: true, readOnly: true },
    category: { type: 'string', required: true, readOnly: true },
    secretHash: { type: 'string', required: true, readOnly: true },
    expiresAt: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    createdBy: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byLinkId: { pk: { field: 'pk', composite: ['companyId', 'linkId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(scheduleLinkSchema, config));

export function scheduleLinkEntity() {
  return reused();
}

export type ScheduleLinkItem = EntityItem<ReturnType<typeof scheduleLinkEntity>>;
