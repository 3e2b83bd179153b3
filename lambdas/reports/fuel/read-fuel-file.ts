import { fuelFileBody } from '#shared/reports/fuel-api';
import { ValidationError } from '#lambdas/http/errors';
import { companyRoute } from '#lambdas/http/route-handler';
import { wexCompany } from './fuel-store.ts';
import { importFuelFile } from './fuel-import.ts';
import { fuelUploadPrefix } from './fuel-uploads.ts';

/** Reads an uploaded transactions file; a file with row errors is refused (400, each row and column named), nothing stored. */
export const handler = companyRoute({ body: fuelFileBody }, async ({ caller, body }) => {
  if (!body.fileKey.startsWith(fuelUploadPrefix(caller.companyId))) throw new ValidationError('The file is not an upload of your company; upload it again.', { fileKey: 'The file is not an upload of your company; upload it again.' });
  const { afpVendors } = await wexCompany(caller.companyId);
  const fileName = body.fileKey.slice(body.fileKey.lastIndexOf('/') + 1);
  const view = await importFuelFile(caller.companyId, afpVendors, { fileKey: body.fileKey, fileName, source: 'upload', readBy: caller.userId }, false);
  if (view.status === 'refused') {
    const errors = view.errors ?? [];
    const fields = Object.fromEntries(errors.slice(0, 50).map((e) => [`row ${e.row} ${e.column}`, e.reason]));
    throw new ValidationError(`The file has ${errors.length} row error${errors.length === 1 ? '' : 's'}; nothing was stored.`, fields);
  }
  return view;
});
