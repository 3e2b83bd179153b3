import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import * as z from 'zod';
import { s3Client } from '#lambdas/s3-client';
import { batchGet } from '#lambdas/data/batch';
import { companyEntity } from '#lambdas/data/entities/company';
import { uploadsBucket } from '#lambdas/imports/uploads';
import { jobItems, type JobItems } from '#lambdas/jobs/job-workflow';
import { FUEL_INBOX_ROOT } from './fuel-uploads.ts';

/** At most this many inbox files a run; the next run reads the rest. */
const FILES_A_RUN = 200;

/** One company's unread inbox files: an item of the inbox job, read by a task of its own. */
export const inboxItem = z.object({ companyId: z.string().min(1), keys: z.array(z.string().min(1)).min(1) });
export type InboxItem = z.infer<typeof inboxItem>;

/** The company an inbox key (`fuel-inbox/{companyId}/…`) belongs to; empty for a key outside a company's folder. */
export function inboxCompany(key: string): string {
  return decodeURIComponent(key.slice(FUEL_INBOX_ROOT.length).split('/')[0] ?? '');
}

/** Inbox keys grouped by company, in the listing's order. */
export function byCompany(keys: readonly string[]): InboxItem[] {
  const grouped = new Map<string, string[]>();
  for (const key of keys) {
    const companyId = inboxCompany(key);
    if (companyId) grouped.set(companyId, [...(grouped.get(companyId) ?? []), key]);
  }
  return [...grouped].map(([companyId, companyKeys]) => ({ companyId, keys: companyKeys }));
}

/**
 * The files waiting in the fuel inbox (the provider's daily e-mail attachment, or the local simulator's
 * file), by company: only companies with the integration completed, whose files the job reads; the others'
 * stay unread.
 */
export async function listFuelInbox(): Promise<JobItems<InboxItem>> {
  const listed = await s3Client().send(new ListObjectsV2Command({ Bucket: uploadsBucket(), Prefix: FUEL_INBOX_ROOT, MaxKeys: FILES_A_RUN }));
  const waiting = byCompany((listed.Contents ?? []).map((o) => o.Key!));
  const companies = waiting.length === 0 ? [] : await batchGet(companyEntity(), waiting.map(({ companyId }) => ({ companyId })));
  const integrated = new Set(companies.filter((c) => c.isWexIntegrationCompleted === true).map((c) => c.companyId));
  return jobItems(waiting.filter((w) => integrated.has(w.companyId)), 'companies with fuel files');
}
