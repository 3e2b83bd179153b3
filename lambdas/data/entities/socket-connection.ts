import { Entity, type EntityItem } from 'electrodb';
import { TTL_ATTRIBUTE } from '#lambdas/data/table-schema';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/** An open WebSocket connection of one user, the address list for chat fan-out within a company. */
export const socketConnectionSchema = {
  model: { entity: 'socketConnection', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    connectionId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true },
    connectedAt: { type: 'string', required: true },
    /** Epoch seconds; DynamoDB TTL removes it in AWS, the prune job does it locally. */
    [TTL_ATTRIBUTE]: { type: 'number', required: true },
    /**
     * Puts every connection in the expiry index's one partition, by expiry, so the prune job reads only
     * the expired ones with a Query. One write per connect and per removal: ~16 a second at 1,000
     * companies, far below what one partition takes. Never returned.
     */
    expiryBucket: { type: ['all'] as const, required: true, default: 'all', readOnly: true, hidden: true },
  },
  indexes: {
    byCompany: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['connectionId'] } },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId'] },
      sk: { field: 'gsi1sk', composite: ['userId', 'connectionId'] },
    },
    byExpiry: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['expiryBucket'] },
      // Epoch seconds have ten digits until 2286: their strings sort as the numbers do.
      sk: { field: 'gsi2sk', composite: [TTL_ATTRIBUTE, 'companyId', 'connectionId'] },
    },
  },
} as const;

const reused = reusedEntity((config) => new Entity(socketConnectionSchema, config));

export function socketConnectionEntity() {
  return reused();
}

export type SocketConnectionItem = EntityItem<ReturnType<typeof socketConnectionEntity>>;
