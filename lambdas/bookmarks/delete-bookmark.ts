import { bookmarkParams } from '#shared/bookmarks/bookmark-api';
import { bookmarkEntity } from '#lambdas/data/entities/bookmark';
import { noContent } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { writableBookmark } from './bookmark-store.ts';

export const handler = companyRoute({ params: bookmarkParams }, async ({ caller, params }) => {
  await writableBookmark(caller.companyId, params.bookmarkId, caller.role);
  await bookmarkEntity().delete({ companyId: caller.companyId, id: params.bookmarkId }).go();
  return noContent();
});
