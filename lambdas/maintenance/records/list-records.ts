import { recordListQuery } from '#shared/maintenance/api';
import { companyToday } from '#lambdas/data/company-zone';
import { maintenanceRecordEntity } from '#lambdas/data/entities/maintenance-record';
import { companyRoute } from '#lambdas/http/route-handler';
import { recordView } from './record-view.ts';

/**
 * The in-progress, completed or voided list of a year, newest first. Without a year: the completed list of
 * this year, and the in-progress list of this year and the last (work left open over New Year stays listed);
 * the voided list of this year and the last too, for the auditor looking back.
 */
export const handler = companyRoute({ query: recordListQuery }, async ({ caller, query }) => {
  const thisYear = Number((await companyToday(caller.companyId)).slice(0, 4));
  const years = query.year ? [query.year] : query.list === 'completed' ? [thisYear] : [thisYear, thisYear - 1];
  const pages = await Promise.all(years.map((year) =>
    maintenanceRecordEntity().query.byList({ companyId: caller.companyId, listName: query.list, year: String(year) }).go({ pages: 'all', order: 'desc' })));
  const records = await Promise.all(pages.flatMap((p) => p.data).map(recordView));
  return { records };
});
