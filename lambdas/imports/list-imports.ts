import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { companyRoute } from '#lambdas/http/route-handler';
import { importView } from './import-view.ts';

/** Spec part 2 §9: the import history loads at most 1000 entries. */
const HISTORY_LIMIT = 1000;

/** Payroll import history, newest first. */
export const handler = companyRoute({}, async ({ caller }) => {
  const { data } = await importHistoryEntity().query.byBatch({ companyId: caller.companyId }).go({ pages: 'all' });
  const imports = data.sort((a, b) => b.importedAt.localeCompare(a.importedAt)).slice(0, HISTORY_LIMIT).map(importView);
  return { imports };
});
