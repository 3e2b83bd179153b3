import { entryBody, normalizeEntry } from '#shared/address-book/address-book-api';
import { addressBookEntryEntity } from '#lambdas/data/entities/address-book-entry';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { entryView, newEntryId } from './entries.ts';

/** Adds a vendor, shop or customer, normalized on the way in (vendor names upper-cased, phone as digits). */
export const handler = companyRoute({ body: entryBody }, async ({ caller, body }) => {
  const entry = normalizeEntry(body);
  const { data } = await addressBookEntryEntity()
    .create({ companyId: caller.companyId, entryId: newEntryId(entry.kind), ...entry, updatedBy: caller.displayName, version: 1 })
    .go();
  return json(201, entryView(data));
});
