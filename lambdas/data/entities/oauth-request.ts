import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { TTL_ATTRIBUTE } from '#lambdas/data/table-schema';
import { OAUTH_SYSTEMS } from '#shared/integrations/oauth';
import { reusedEntity } from './reused-entity.ts';

/**
 * An OAuth connection in flight: the `state` sent to the provider and the PKCE verifier (sealed with the
 * integration key) that the code is exchanged with. Good for 10 minutes, for the user who started it, and
 * deleted when used: a state is never accepted twice.
 */
export const oauthRequestSchema = {
  model: { entity: 'oauthRequest', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    state: { type: 'string', required: true, readOnly: true },
    system: { type: OAUTH_SYSTEMS, required: true, readOnly: true },
    userId: { type: 'string', required: true, readOnly: true },
    /** Base64 KMS ciphertext of `{codeVerifier}`. */
    sealedVerifier: { type: 'string', required: true, readOnly: true },
    redirectUri: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds, the table's TTL attribute: a request nobody came back for is removed by DynamoDB too. */
    [TTL_ATTRIBUTE]: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byState: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['state'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(oauthRequestSchema, config));

export function oauthRequestEntity() {
  return reused();
}

export type OAuthRequestItem = EntityItem<ReturnType<typeof oauthRequestEntity>>;
