import { randomUUID } from 'node:crypto';
import { fuelUploadBody, type FuelUploadTicket } from '#shared/reports/fuel-api';
import { companyRoute } from '#lambdas/http/route-handler';
import { presignedPut } from '#lambdas/imports/uploads';
import { wexCompany } from './fuel-store.ts';
import { fuelUploadPrefix } from './fuel-uploads.ts';

const UPLOAD_SECONDS = 15 * 60;

/** A presigned PUT for one transactions file (CSV) under the caller's company; POST /fuel/files then reads it. */
export const handler = companyRoute({ body: fuelUploadBody }, async ({ caller, body }) => {
  await wexCompany(caller.companyId);
  const safeName = body.fileName.replace(/[^A-Za-z0-9._-]+/g, '_');
  const fileKey = `${fuelUploadPrefix(caller.companyId)}${randomUUID()}/${safeName}`;
  const ticket: FuelUploadTicket = {
    uploadUrl: await presignedPut(fileKey, 'text/csv', UPLOAD_SECONDS), contentType: 'text/csv', fileKey,
    expiresAt: new Date(Date.now() + UPLOAD_SECONDS * 1000).toISOString(),
  };
  return ticket;
});
