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
  },
  indexes: {
    byCompany: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['connectionId'] } },
    byUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['companyId'] },
      sk: { field: 'gsi1sk', composite: ['userId', 'connectionId'] },
    },
  },
} as const;

const reused = reusedEntity((config) => new Entity(socketConnectionSchema, config));

export function socketConnectionEntity() {
  return reused();
}

export type SocketConnectionItem = EntityItem<ReturnType<typeof socketConnectionEntity>>;
