import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#lambdas/data/table';
import { ADDRESS_BOOK_KINDS } from '#shared/address-book/address-book-api';
import { reusedEntity } from './reused-entity.ts';

/** One vendor, shop or customer of the company address book; a list is one key range (kind). */
export const addressBookEntrySchema = {
  model: { entity: 'addressBookEntry', version: '1', service: SERVICE },
  attributes: {
    companyId: { type: 'string', required: true, readOnly: true },
    kind: { type: ADDRESS_BOOK_KINDS, required: true, readOnly: true },
    entryId: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    /** 10 digits, '' when none. */
    phone: { type: 'string', default: '' },
    emails: { type: 'list', items: { type: 'string' }, default: () => [] },
    street: { type: 'string', default: '' },
    city: { type: 'string', default: '' },
    state: { type: 'string', default: '' },
    zip: { type: 'string', default: '' },
    notes: { type: 'string', default: '' },
    updatedBy: { type: 'string' },
    version: { type: 'number', required: true, default: 1 },
    updatedAt: { type: 'string', watch: '*', set: () => new Date().toISOString() },
  },
  indexes: {
    byKind: { pk: { field: 'pk', composite: ['companyId'] }, sk: { field: 'sk', composite: ['kind', 'entryId'] } },
  },
} as const;

const reused = reusedEntity((config) => new Entity(addressBookEntrySchema, config));

export function addressBookEntryEntity() {
  return reused();
}

export type AddressBookEntryItem = EntityItem<ReturnType<typeof addressBookEntryEntity>>;
