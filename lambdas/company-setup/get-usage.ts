import { pageUsageWeekEntity } from '#lambdas/data/entities/page-usage-week';
import { companyRoute } from '#lambdas/http/route-handler';
import { companyZone } from '#lambdas/data/company-zone';
import { lastIsoWeeks, usageQuery, usageView } from '#shared/company/usage';

/** Pages opened by role, week by week (the company's calendar), oldest week first; each week's total sums its rows. */
export const handler = companyRoute({ query: usageQuery }, async ({ caller, query }) => {
  const weeks = lastIsoWeeks(Date.now(), await companyZone(caller.companyId), query.weeks);
  const pages = await Promise.all(weeks.map((week) => pageUsageWeekEntity().query.byPath({ companyId: caller.companyId, week }).go({ pages: 'all' })));
  return usageView(weeks, pages.flatMap((page) => page.data.map(({ week, path, role, count }) => ({ week, path, role, count }))));
});
