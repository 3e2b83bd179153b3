import { CopyObjectCommand, DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3Client } from '#lambdas/aws-clients';
import { companyEntity } from '#lambdas/data/entities/company';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { logger } from '#lambdas/http/logger';
import { uploadsBucket } from '#lambdas/imports/uploads';
import { observedTask } from '#lambdas/observability/observed-task';
import { importFuelFile } from './fuel-import.ts';
import { FUEL_INBOX_ROOT, fuelReadKey } from './fuel-uploads.ts';

/** At most this many inbox files a run; the next run reads the rest. */
const FILES_A_RUN = 200;

/**
 * Reads every file waiting in the fuel inbox (`fuel-inbox/{companyId}/…`: the provider's daily e-mail
 * attachment, or the local simulator's file), stores its purchases and moves it to `fuel-files/`. A
 * company without the integration completed keeps its files unread.
 */
export async function readFuelInbox(): Promise<{ read: number; failed: number }> {
  const Bucket = uploadsBucket();
  const listed = await s3Client().send(new ListObjectsV2Command({ Bucket, Prefix: FUEL_INBOX_ROOT, MaxKeys: FILES_A_RUN }));
  let read = 0, failed = 0;
  for (const object of listed.Contents ?? []) {
    const key = object.Key!;
    const companyId = decodeURIComponent(key.slice(FUEL_INBOX_ROOT.length).split('/')[0] ?? '');
    if (!companyId) continue;
    const { data: company } = await companyEntity().get({ companyId }).go({ attributes: ['isWexIntegrationCompleted', 'afpVendors'] });
    if (company?.isWexIntegrationCompleted !== true) continue;
    try {
      const readKey = fuelReadKey(key);
      await s3Client().send(new CopyObjectCommand({ Bucket, Key: readKey, CopySource: `${Bucket}/${encodeURIComponent(key).replace(/%2F/g, '/')}` }));
      await importFuelFile(companyId, company.afpVendors ?? [], { fileKey: readKey, fileName: key.slice(key.lastIndexOf('/') + 1), source: 'wex' }, true);
      await s3Client().send(new DeleteObjectCommand({ Bucket, Key: key }));
      read += 1;
    } catch (error) {
      // One file's failure must not keep the others unread; it stays in the inbox for the next run.
      failed += 1;
      logger.error('fuel inbox file not read', { key, error: (error as Error).message });
    }
  }
  return { read, failed };
}

/** Every 15 minutes: the inbox's unread files. */
export const handler = observedTask(async (): Promise<{ read: number; failed: number }> => {
  assertEnvironmentOf('reports/fuel/read-fuel-inbox');
  return readFuelInbox();
});
