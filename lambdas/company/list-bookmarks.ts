import { canReadBookmark } from '#shared/access/bookmarks';
import { bookmarkEntity } from '#lambdas/data/entities/bookmark';
import { companyRoute } from '#lambdas/http/route-handler';

export const handler = companyRoute({}, async ({ caller }) => {
  const { data } = await bookmarkEntity().query.byCompany({ companyId: caller.companyId }).go({ pages: 'all' });
  const items = data
    .filter((b) => canReadBookmark(b.securityLevel, caller.role))
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map(({ id, title, url, order, securityLevel }) => ({ id, title, url, order, securityLevel }));
  return { items };
});
