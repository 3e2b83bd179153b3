import { bookmarkBody, bookmarkParams } from '#shared/bookmarks/bookmark-api';
import { bookmarkEntity } from '#lambdas/data/entities/bookmark';
import { companyRoute } from '#lambdas/http/route-handler';
import { assertMayWrite, bookmarkView, writableBookmark } from './bookmark-store.ts';

/** Edits a bookmark's title, link and security level; its place in the list stays. */
export const handler = companyRoute({ params: bookmarkParams, body: bookmarkBody }, async ({ caller, params, body }) => {
  await writableBookmark(caller.companyId, params.bookmarkId, caller.role);
  assertMayWrite(caller.role, body.securityLevel);
  const { data } = await bookmarkEntity().patch({ companyId: caller.companyId, id: params.bookmarkId }).set(body).go({ response: 'all_new' });
  return bookmarkView(data as never);
});
