import { randomUUID } from 'node:crypto';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import type { FuelFileView } from '#shared/reports/fuel-api';
import { readFuelFile, type FuelFileReading } from '#shared/reports/fuel-file';
import { matchPurchases } from '#shared/reports/fuel-match';
import { s3Client } from '#lambdas/s3-client';
import { fuelFileEntity, type FuelFileItem } from '#lambdas/data/entities/fuel-file';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { ValidationError } from '#lambdas/http/errors';
import { readObject, uploadsBucket } from '#lambdas/imports/uploads';
import { storePurchasesOnce } from './store-purchases-once.ts';

/** 5,000 purchases of the provider's layout take well under 1 MB. */
const MAX_FUEL_FILE_BYTES = 2_000_000;

export interface FuelFileSource {
  fileKey: string;
  fileName: string;
  source: 'wex' | 'upload';
  readBy?: string;
}

export function fileView(item: FuelFileItem): FuelFileView {
  return {
    fileId: item.fileId, fileName: item.fileName, source: item.source, receivedAt: item.receivedAt, status: item.status,
    purchases: item.purchases, added: item.added, unmatched: item.unmatched, unapproved: item.unapproved, errors: item.errors,
  };
}

/**
 * Reads one transactions file and stores each purchase once (by the provider's transaction id, so a file
 * sent twice, or a transaction sent again with another date, adds nothing), matched to tractors by fuel card and flagged when
 * the vendor is not approved. A file with any row error stores no purchase; its errors are answered.
 * `recordRefused`: keep a refused file in the file list (the inbox has nobody to answer).
 */
export async function importFuelFile(companyId: string, afpVendors: readonly string[], file: FuelFileSource, recordRefused: boolean): Promise<FuelFileView> {
  const head = await s3Client().send(new HeadObjectCommand({ Bucket: uploadsBucket(), Key: file.fileKey })).catch((error: unknown) => {
    if (['NotFound', 'NoSuchKey'].includes((error as { name?: string }).name ?? '')) throw new ValidationError('No file was uploaded under this name; upload it again.', { fileKey: 'No file was uploaded under this name; upload it again.' });
    throw error;
  });
  // A presigned upload has no size limit of its own: a file far beyond a day's purchases is refused unread.
  const tooLarge = (head.ContentLength ?? 0) > MAX_FUEL_FILE_BYTES;
  const reading: FuelFileReading = tooLarge
    ? { ok: false, errors: [{ row: 1, column: 'file', reason: `A transactions file is at most ${MAX_FUEL_FILE_BYTES / 1_000_000} MB.` }] }
    : readFuelFile(new TextDecoder().decode(await readObject(file.fileKey)));
  const receivedAt = new Date().toISOString();
  const base = { companyId, year: receivedAt.slice(0, 4), receivedAt, fileId: randomUUID(), fileName: file.fileName.slice(0, 120), fileKey: file.fileKey, source: file.source, readBy: file.readBy };
  if (!reading.ok) {
    const refused = { ...base, status: 'refused' as const, purchases: 0, added: 0, unmatched: 0, unapproved: 0, errors: reading.errors };
    if (recordRefused) await fuelFileEntity().put(refused).go();
    return fileView(refused);
  }
  const { data: tractors } = await tractorEntity().query.byVehicleId({ companyId }).go({ pages: 'all', attributes: ['VehicleID', 'FuelCardNo'] });
  const matched = matchPurchases(reading.rows, tractors, afpVendors);
  const createdAt = new Date().toISOString();
  const added = await storePurchasesOnce(companyId, matched.map((p) => ({
    companyId, transactionDate: p.transactionDate, transactionId: p.transactionId,
    transactionTime: p.transactionTime, source: file.source, fileKey: file.fileKey, FuelCardNo: p.FuelCardNo, VehicleID: p.VehicleID,
    vendorName: p.vendorName, city: p.city, state: p.state, product: p.product, gallons: p.gallons, amount: p.amount,
    unapprovedVendor: p.unapprovedVendor, createdAt,
  })), createdAt);
  const item = {
    ...base, status: 'imported' as const, purchases: matched.length, added,
    unmatched: matched.filter((p) => !p.VehicleID).length, unapproved: matched.filter((p) => p.unapprovedVendor).length,
  };
  await fuelFileEntity().put(item).go();
  return fileView(item);
}
