import * as z from 'zod';
import { id } from '#shared/validation/bounds';
import { importHistoryEntity } from '#lambdas/data/entities/import-history';
import { NotFoundError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { importView } from './import-view.ts';

/** One import: status, counts, and the row errors of a rejected file. */
export const handler = companyRoute({ params: z.object({ importBatchId: id('importBatchId') }) }, async ({ caller, params }) => {
  const { data } = await importHistoryEntity().get({ companyId: caller.companyId, importBatchId: params.importBatchId }).go();
  if (!data) throw new NotFoundError('Import not found.');
  return importView(data);
});
