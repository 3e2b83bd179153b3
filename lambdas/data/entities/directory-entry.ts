import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/**
 * The company user directory (spec §3.1): who can be put in a chat. `role` is the job title shown in
 * the audience selector, `securityRole` the numeric role (8 and above are drivers).
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
