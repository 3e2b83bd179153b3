import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { CONNECTION_STATES, INTEGRATION_SYSTEMS } from '#shared/integrations/systems';
import { reusedEntity } from './reused-entity.ts';

/**
 * A company's connection to one outside system. `sealed` is the KMS ciphertext of the credentials (or the
 * OAuth tokens), sealed with the context {companyId, system}: it never enters a view, and a copy moved to
 * another company or system does not open.
 */
export const integrationConnectionSchema = {
  model: { entity: 'integrationConnection', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    system: { type: INTEGRATION_SYSTEMS, required: true, readOnly: true },
    state: { type: CONNECTION_STATES, required: true },
    /** Base64 KMS ciphertext of the JSON credentials record. */
    sealed: { type: 'string' },
    hasCredentials: { type: 'boolean', required: true, default: false },
    publicSettings: {
      type: 'map',
      default: () => ({}),
      properties: {
        clientFedExId: { type: 'string' },
        clientContractID: { type: 'string' },
        clientContractVID: { type: 'string' },
        servProvId: { type: 'string' },
        servProvName: { type: 'string' },
        setQueryUrlEstablished: { type: 'boolean' },
        authKind: { type: ['apiKey', 'oauth'] as const },
        accountId: { type: 'string' },
      },
    },
    lastCheckedAt: { type: 'string' },
    lastCode: { type: 'string' },
    lastMessage: { type: 'string' },
    connectedAt: { type: 'string' },
    updatedBy: { type: 'string' },
    version: { type: 'number', required: true, default: 1 },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    bySystem: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['system'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(integrationConnectionSchema, config));

export function integrationConnectionEntity() {
  return reused();
}

export type IntegrationConnectionItem = EntityItem<ReturnType<typeof integrationConnectionEntity>>;
