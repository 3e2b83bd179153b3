import { Entity, type EntityItem } from 'electrodb';
import { LANGUAGES } from '#shared/account/language';
import { SERVICE } from '#lambdas/data/table';
import { reusedEntity } from './reused-entity.ts';

/** A user's profile, kept under his company (spec part 1 §3.1: companyProfile/{companyId}/userProfiles). */
export const userProfileSchema = {
  model: { entity: 'userProfile', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    id: { type: 'string', required: true, readOnly: true },
    fName: { type: 'string', default: '' },
    lName: { type: 'string', default: '' },
    dName: { type: 'string', default: '' },
    bDate: { type: 'string', default: '' },
    email: { type: 'string', default: '' },
    /** The language his screens are shown in (shared/account/language.ts); none saved: his phone's. */
    language: { type: LANGUAGES },
    version: { type: 'number', default: 0 },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byUser: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['id'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(userProfileSchema, config));

export function userProfileEntity() {
  return reused();
}

export type UserProfileItem = EntityItem<ReturnType<typeof userProfileEntity>>;
