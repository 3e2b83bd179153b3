import { randomUUID } from 'node:crypto';
import { bookmarkBody, nextOrder } from '#shared/bookmarks/bookmark-api';
import { bookmarkEntity } from '#lambdas/data/entities/bookmark';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { assertMayWrite, bookmarkView, companyBookmarks } from './bookmark-store.ts';

/** Adds a bookmark at the end of the company's list. */
export const handler = companyRoute({ body: bookmarkBody }, async ({ caller, body }) => {
  assertMayWrite(caller.role, body.securityLevel);
  const order = nextOrder((await companyBookmarks(caller.companyId)).map((b) => b.order ?? 0));
  const { data } = await bookmarkEntity().create({ companyId: caller.companyId, id: randomUUID(), ...body, order }).go();
  return json(201, bookmarkView(data as never));
});
