import * as z from 'zod';
import { id } from '#shared/validation/bounds';
import { importHistoryEntity } from '../data/entities/import-history.ts';
import { NotFoundError } from '../http/errors.ts';
import { companyRoute } from '../http/route-handler.ts';
import { importView } from './import-view.ts';

/** One import: status, counts, and the row errors of a rejected file. */
export const handler = companyRoute({ params: z.object({ importBatchId: id('importBatchId') }) }, async ({ caller, params }) => {
  const { data } = await importHistoryEntity().get({ companyId: caller.companyId, importBatchId: params.importBatchId }).go();
  if (!data) throw new NotFoundError('Import not found.');
  return importView(data);
});
