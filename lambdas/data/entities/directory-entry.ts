import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * The company user directory (spec §3.1): who can be put in a chat. `role` is the job title shown in
 * the audience selector, `securityRole` the numeric role (8 and above are drivers). Invited accounts
 * carry their e-mail, driver id, access code and status (invited until the first sign-in).
 */
export const directoryEntrySchema = {
  model: { entity: 'directoryEntry', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    uid: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    Domicile: { type: 'string', default: '' },
    role: { type: 'string', default: '' },
    securityRole: { type: 'number', required: true },
    email: { type: 'string' },
    driverId: { type: 'string' },
    /** The role label's code (spec part 2 §6); missing reads as 11, External User. */
    accessCode: { type: 'number' },
    /** Missing on entries older than invitations: active. */
    status: { type: ['invited', 'active', 'disabled'] as const },
    invitedBy: { type: 'string' },
    invitedAt: { type: 'string' },
    version: { type: 'number' },
  },
  indexes: {
    byUid: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['uid'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(directoryEntrySchema, config));

export function directoryEntryEntity() {
  return reused();
}

export type DirectoryEntryItem = EntityItem<ReturnType<typeof directoryEntryEntity>>;
