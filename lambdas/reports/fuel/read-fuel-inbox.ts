import { CopyObjectCommand, DeleteObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '#lambdas/s3-client';
import { companyEntity } from '#lambdas/data/entities/company';
import { assertEnvironmentOf } from '#lambdas/handler-environment';
import { logger } from '#lambdas/http/logger';
import { uploadsBucket } from '#lambdas/imports/uploads';
import { observedTask } from '#lambdas/observability/observed-task';
import { importFuelFile } from './fuel-import.ts';
import { inboxItem, type InboxItem } from './fuel-inbox.ts';
import { fuelReadKey } from './fuel-uploads.ts';

/** Reads one company's inbox files: each file's purchases stored and the file moved to `fuel-files/`. */
export async function readCompanyInbox({ companyId, keys }: InboxItem): Promise<{ read: number; failed: number }> {
  const Bucket = uploadsBucket();
  const { data: company } = await companyEntity().get({ companyId }).go({ attributes: ['isWexIntegrationCompleted', 'afpVendors'] });
  if (company?.isWexIntegrationCompleted !== true) return { read: 0, failed: 0 };
  let read = 0, failed = 0;
  for (const key of keys) {
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

/** Every 15 minutes, for one company with files in the inbox (the job's Map runs it once per company): its unread files. */
export const handler = observedTask(async (event: unknown): Promise<{ companyId: string; read: number; failed: number }> => {
  assertEnvironmentOf('reports/fuel/read-fuel-inbox');
  const item = inboxItem.parse(event);
  return { companyId: item.companyId, ...(await readCompanyInbox(item)) };
});
