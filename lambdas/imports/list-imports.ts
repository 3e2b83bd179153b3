import { importHistoryQuery, type ImportHistoryAnswer } from '#shared/imports/api';
import { HISTORY_LIMIT } from '#shared/imports/import-types';
import { importHistoryEntity, type ImportHistoryItem } from '#lambdas/data/entities/import-history';
import { companyRoute } from '#lambdas/http/route-handler';
import { mayUse } from './import-access.ts';
import { importView } from './import-view.ts';

/** Entries read a page at a time, newest first, until HISTORY_LIMIT match (spec part 2 §9). */
const PAGE = 250;

/**
 * The import history of every type the caller's role may use, newest first, at most 1,000 entries,
 * filtered by type, status and day of import; its stats count what was loaded.
 */
export const handler = companyRoute({ query: importHistoryQuery }, async ({ caller, query }) => {
  const matches = (h: ImportHistoryItem) => {
    const day = h.importedAt.slice(0, 10);
    return mayUse(caller, h.importType) && (!query.importType || h.importType === query.importType) && (!query.status || h.status === query.status)
      && (!query.from || day >= query.from) && (!query.to || day <= query.to);
  };
  const found: ImportHistoryItem[] = [];
  let cursor: string | null = null;
  let truncated = false;
  do {
    const page: { data: ImportHistoryItem[]; cursor: string | null } = await importHistoryEntity().query.byTime({ companyId: caller.companyId }).go({ order: 'desc', limit: PAGE, cursor });
    for (const item of page.data) {
      if (!matches(item)) continue;
      if (found.length === HISTORY_LIMIT) {
        truncated = true;
        break;
      }
      found.push(item);
    }
    cursor = page.cursor;
  } while (cursor && !truncated);
  const imports = found.map(importView);
  const answer: ImportHistoryAnswer = {
    imports,
    stats: {
      totalImports: imports.length,
      successfulImports: imports.filter((i) => i.status === 'completed').length,
      failedImports: imports.filter((i) => i.status === 'failed').length,
      rolledBackImports: imports.filter((i) => i.status === 'rolled-back').length,
    },
    truncated,
  };
  return answer;
});
