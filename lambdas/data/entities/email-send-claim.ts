import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { TTL_ATTRIBUTE } from '#lambdas/data/table-schema';
import { reusedEntity } from './reused-entity.ts';

/**
 * One e-mail that must go at most once, under the caller's key (a scheduled report's run and recipient):
 * written before the e-mail leaves, only if no claim of the key exists, then given the delivery's state.
 * A claim still `claimed` is a send that died between the two: it is not sent again.
 */
export const emailSendClaimSchema = {
  model: { entity: 'emailSendClaim', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    sendKey: { type: 'string', required: true, readOnly: true },
    to: { type: 'string', required: true, readOnly: true },
    state: { type: ['claimed', 'outbox', 'sent', 'failed'] as const, required: true },
    claimedAt: { type: 'string', required: true, readOnly: true },
    /** Epoch seconds, the table's TTL attribute: a key matters only while its run can be resumed. */
    [TTL_ATTRIBUTE]: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byKey: { pk: { field: 'pk', composite: ['companyId', 'sendKey'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(emailSendClaimSchema, config));

export function emailSendClaimEntity() {
  return reused();
}

export type EmailSendClaimItem = EntityItem<ReturnType<typeof emailSendClaimEntity>>;
