import { canReadBookmark } from '#shared/access/bookmarks';
import { bookmarkEntity } from '../data/entities/bookmark.ts';
import { companyRoute } from '../http/route-handler.ts';

export const handler = companyRoute({}, async ({ caller }) => {
  const { data } = await bookmarkEntity().query.byCompany({ companyId: caller.companyId }).go({ pages: 'all' });
  const items = data
    .filter((b) => canReadBookmark(b.securityLevel, caller.role))
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map(({ id, title, url, order, securityLevel }) => ({ id, title, url, order, securityLevel }));
  return { items };
});
