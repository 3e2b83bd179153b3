import type { AddressBookEntryView, EntryBody } from '#shared/address-book/address-book-api';
import { apiRequest } from './client.ts';

export type AddressBookEntry = AddressBookEntryView;

const enc = encodeURIComponent;

export const addressBookKeys = { all: ['address-book'] as const };

export async function listAddressBook(): Promise<AddressBookEntry[]> {
  const { entries } = await apiRequest<{ entries: AddressBookEntry[] }>('GET', '/address-book');
  return entries;
}

export const addressBookApi = {
  create: (body: EntryBody) => apiRequest<AddressBookEntry>('POST', '/address-book', body),
  update: (entryId: string, body: EntryBody) => apiRequest<AddressBookEntry>('PUT', `/address-book/${enc(entryId)}`, body),
  remove: (entryId: string) => apiRequest<unknown>('DELETE', `/address-book/${enc(entryId)}`),
};
