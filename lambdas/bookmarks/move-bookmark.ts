import { bookmarkParams, orderBody } from '#shared/bookmarks/bookmark-api';
import { bookmarkEntity } from '#lambdas/data/entities/bookmark';
import { companyRoute } from '#lambdas/http/route-handler';
import { bookmarkView, companyBookmarks, writableBookmark } from './bookmark-store.ts';

/**
 * Moves one bookmark to `order` (its neighbour's place, spec: order updates are per item): the bookmark
 * holding that order takes the moved one's old place; no other bookmark is written.
 */
export const handler = companyRoute({ params: bookmarkParams, body: orderBody }, async ({ caller, params, body }) => {
  const { companyId } = caller;
  const moved = await writableBookmark(companyId, params.bookmarkId, caller.role);
  const from = moved.order ?? 0;
  const neighbour = (await companyBookmarks(companyId)).find((b) => b.id !== moved.id && (b.order ?? 0) === body.order);
  const entity = bookmarkEntity();
  await entity.patch({ companyId, id: moved.id }).set({ order: body.order }).go();
  // Equal orders (older lists) would not move anything: the neighbour then steps one past.
  if (neighbour) await entity.patch({ companyId, id: neighbour.id }).set({ order: from === body.order ? Math.min(999, from + 1) : from }).go();
  return bookmarkView({ ...moved, order: body.order });
});
