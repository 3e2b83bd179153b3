import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * Which company a user belongs to, keyed by the user alone: created only if absent, it is the lock that
 * keeps one person from ending up in two companies (a second sign-up company, or an invitation of a user
 * who already has one). The Cognito claims follow it; they never lead.
 */
export const userAccountSchema = {
  model: { entity: 'userAccount', version: '1', service: SERVICE },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    companyId: { type: 'string', required: true, readOnly: true },
    via: { type: ['signup', 'invite', 'seed'] as const, required: true, readOnly: true },
    email: { type: 'string' },
    /** Sign-up: set once the company, its owner and his claims are all made; until then a retry resumes. */
    completedAt: { type: 'string' },
    createdAt: { type: 'string', readOnly: true, default: () => new Date().toISOString() },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['userId'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(userAccountSchema, config));

export function userAccountEntity() {
  return reused();
}

export type UserAccountItem = EntityItem<ReturnType<typeof userAccountEntity>>;
