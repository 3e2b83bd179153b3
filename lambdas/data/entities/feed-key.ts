import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A key the telematics provider posts with (`fdk.<companyId>.<keyId>.<secret>`). Only the SHA-256 of
 * the secret is kept: the secret is shown once when the key is made and can never be read back.
 */
export const feedKeySchema = {
  model: { entity: 'feedKey', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    keyId: { type: 'string', required: true, readOnly: true },
    label: { type: 'string', default: '' },
    /** Hex SHA-256 of the secret part of the key. */
    secretHash: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    createdBy: { type: 'string', default: '' },
    lastUsedAt: { type: 'string' },
    revokedAt: { type: 'string' },
    revokedBy: { type: 'string' },
  },
  indexes: {
    byKeyId: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['keyId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(feedKeySchema, config));

export function feedKeyEntity() {
  return reused();
}

export type FeedKeyItem = EntityItem<ReturnType<typeof feedKeyEntity>>;
