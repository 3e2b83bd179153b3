import { randomUUID } from 'node:crypto';
import { IMPORT_CONTENT_TYPES } from '#shared/imports/api';
import { pointsUploadBody, type PointsUploadTicket } from '#shared/reports/points-api';
import { presignedPut } from '#lambdas/imports/uploads';
import { companyRoute } from '#lambdas/http/route-handler';
import { pointsUploadPrefix } from './points-uploads.ts';

const UPLOAD_SECONDS = 15 * 60;

/** A presigned PUT for one points file under the caller's company; POST /points-summary/files then reads it. */
export const handler = companyRoute({ body: pointsUploadBody }, async ({ caller, body }): Promise<PointsUploadTicket> => {
  const contentType = IMPORT_CONTENT_TYPES[body.fileName.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv'];
  const safeName = body.fileName.replace(/[^A-Za-z0-9._-]+/g, '_');
  const fileKey = `${pointsUploadPrefix(caller.companyId)}${randomUUID()}/${safeName}`;
  return {
    uploadUrl: await presignedPut(fileKey, contentType, UPLOAD_SECONDS),
    contentType,
    fileKey,
    expiresAt: new Date(Date.now() + UPLOAD_SECONDS * 1000).toISOString(),
  };
});
