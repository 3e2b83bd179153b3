import { importBatchParams } from '#shared/imports/api';
import { companyRoute } from '#lambdas/http/route-handler';
import { readPreview } from './pipeline/work-files.ts';
import { loadBatch } from './import-access.ts';
import { importDetail } from './import-view.ts';

/** One import: status, stats, progress, its first row errors and the first rows of its preview. */
export const handler = companyRoute({ params: importBatchParams }, async ({ caller, params }) => {
  const entry = await loadBatch(caller, params.importBatchId);
  const preview = entry.status === 'failed' || entry.status === 'validating' ? [] : await readPreview(caller.companyId, entry.importBatchId);
  return importDetail(entry, preview);
});
