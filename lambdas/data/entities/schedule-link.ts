import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A driver's signed schedule link (the open path /driver-schedule#link=…): it shows that driver's
 * published schedule to whoever holds it until it expires or is withdrawn. Only a hash of its secret is
 * kept. The token names company and link, so the visitor's read is one get; gsi1 lists a driver's links
 * and gsi2 the company's, both newest first.
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
    revokedAt: { type: 'string' },
    revokedBy: { type: 'string' },
  },
  indexes: {
    byLinkId: { pk: { field: 'pk', composite: ['companyId', 'linkId'] }, sk: { field: 'sk', composite: [] } },
    byDriver: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['companyId', 'category'] }, sk: { field: 'gsi1sk', composite: ['createdAt', 'linkId'] } },
    byCompany: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['companyId'] }, sk: { field: 'gsi2sk', composite: ['createdAt', 'linkId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(scheduleLinkSchema, config));

export function scheduleLinkEntity() {
  return reused();
}

export type ScheduleLinkItem = EntityItem<ReturnType<typeof scheduleLinkEntity>>;
