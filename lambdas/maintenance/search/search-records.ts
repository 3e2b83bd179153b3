import { searchBody } from '#shared/maintenance/api';
import { decodeCursor, searchEntries } from '#shared/maintenance/search';
import { ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { companySearchEntries } from './search-index.ts';

/** The spec's searchMaintRecords over the company's search index (about one read when the container is warm). */
export const handler = companyRoute({ body: searchBody }, async ({ caller, body }) => {
  if (body.cursor && !decodeCursor(body.cursor)) throw new ValidationError('Invalid body: cursor', { cursor: 'Not a cursor this search gave.' });
  if (!body.searchTerm.trim()) return { results: [], nextCursor: null, hasMore: false };
  return searchEntries(await companySearchEntries(caller.companyId), body);
});
