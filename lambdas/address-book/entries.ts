import { randomBytes } from 'node:crypto';
import { MAX_ENTRIES_PER_KIND, type AddressBookEntryView, type AddressBookKind } from '#shared/address-book/address-book-api';
import { addressBookEntryEntity, type AddressBookEntryItem } from '#lambdas/data/entities/address-book-entry';

/** `vendor-` and 20 base32-ish characters of randomness: the id names its list. */
export function newEntryId(kind: AddressBookKind): string {
  return `${kind}-${randomBytes(13).toString('base64url').toLowerCase().replace(/[^0-9a-z]/g, '0').slice(0, 20)}`;
}

export function entryView(item: AddressBookEntryItem): AddressBookEntryView {
  return {
    entryId: item.entryId,
    kind: item.kind,
    name: item.name,
    phone: item.phone ?? '',
    emails: item.emails ?? [],
    street: item.street ?? '',
    city: item.city ?? '',
    state: item.state ?? '',
    zip: item.zip ?? '',
    notes: item.notes ?? '',
    version: item.version,
    ...(item.updatedAt ? { updatedAt: item.updatedAt } : {}),
  };
}

/** One list (a kind's key range) or the whole book, sorted by name; at most MAX_ENTRIES_PER_KIND of a kind. */
export async function listEntries(companyId: string, kind: AddressBookKind | undefined): Promise<AddressBookEntryView[]> {
  const query = addressBookEntryEntity().query.byKind(kind ? { companyId, kind } : { companyId });
  const { data } = await query.go({ pages: 'all', limit: kind ? MAX_ENTRIES_PER_KIND : MAX_ENTRIES_PER_KIND * 3 });
  return data.map(entryView).sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}
