import * as z from 'zod';
import { invoiceUploadBody, recordId } from '#shared/maintenance/api';
import { maintenanceFileName } from '#shared/maintenance/file-name';
import { safeFileName, uploadKey } from '#shared/uploads/upload-rules';
import { presignedPost } from '#lambdas/s3-client';
import { maintenanceRecordEntity } from '#lambdas/data/entities/maintenance-record';
import { json } from '#lambdas/http/respond';
import { companyRoute } from '#lambdas/http/route-handler';
import { ConflictError } from '#lambdas/http/errors';
import { getRecord, settleRecords, VOIDED_UNCHANGED } from './save-record.ts';

const POST_SECONDS = 10 * 60;

/**
 * A presigned POST for a record's invoice into the private bucket, under the file name rule
 * (`{VehicleID}_{Provider}-{ServiceNo}.ext`); the record keeps the name and where the file is.
 */
export const handler = companyRoute({ params: z.object({ id: recordId }), body: invoiceUploadBody }, async ({ caller, params, body }) => {
  const { companyId } = caller;
  const record = await getRecord(companyId, body.VehicleID, body.ServiceDate, params.id);
  if (record.voidedAt) throw new ConflictError(VOIDED_UNCHANGED);
  const filename = safeFileName(maintenanceFileName({ ...record, filename: body.fileName }) ?? body.fileName);
  const key = uploadKey(companyId, `maintInvoices/${record.VehicleID}`, `${record.id}-${filename}`);
  const post = await presignedPost({
    Bucket: process.env.UPLOADS_BUCKET ?? '',
    Key: key,
    Expires: POST_SECONDS,
    Fields: { 'Content-Type': body.fileType },
    Conditions: [['content-length-range', 1, body.fileSize], ['eq', '$Content-Type', body.fileType]],
  });
  await maintenanceRecordEntity()
    .patch({ companyId, VehicleID: record.VehicleID, ServiceDate: record.ServiceDate, id: record.id })
    .set({ filename, invoiceKey: key, updatedOn: new Date().toISOString(), updatedBy: caller.displayName || caller.userId, version: (record.version ?? 1) + 1 })
    .go();
  await settleRecords(companyId, [record]);
  return json(201, { url: post.url, fields: post.fields, filename });
});
