import { addressBookQuery } from '#shared/address-book/address-book-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { listEntries } from './entries.ts';

/** The company address book for every signed-in member (drivers read it on the road); `?kind=` one list. */
export const handler = companyRoute({ query: addressBookQuery }, async ({ caller, query }) => ({
  entries: await listEntries(caller.companyId, query.kind),
}));
