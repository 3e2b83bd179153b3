import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * A user's chat profile (spec §3.1): the name others see, status, and the contact details alerts go
 * to. The photo is stored by key (`photoPath`); views sign it into `photoURL`.
 */
export const chatProfileSchema = {
  model: { entity: 'chatProfile', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    displayName: { type: 'string', default: '' },
    chatStatus: { type: ['available', 'away', 'invisible'] as const, default: 'available' },
    phoneNumber: { type: 'string', default: '' },
    email: { type: 'string', default: '' },
    photoPath: { type: 'string' },
    version: { type: 'number', default: 0 },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['userId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(chatProfileSchema, config));

export function chatProfileEntity() {
  return reused();
}

export type ChatProfileItem = EntityItem<ReturnType<typeof chatProfileEntity>>;
