import { importBatchParams } from '#shared/imports/api';
import { companyRoute } from '#lambdas/http/route-handler';
import { loadBatch } from './import-access.ts';
import { rollbackCheck } from './rollback-warnings.ts';

/** What rolling this import back would warn about (or why it is refused), before anyone confirms it. */
export const handler = companyRoute({ params: importBatchParams }, async ({ caller, params }) => rollbackCheck(await loadBatch(caller, params.importBatchId)));
