import { DEFAULT_CLEANUP_DAYS } from '#shared/imports/import-types';
import { importHistoryEntity, type ImportHistoryItem } from '#lambdas/data/entities/import-history';
import { removeLedger } from '#lambdas/imports/pipeline/ledger';
import { removeWorkFiles } from '#lambdas/imports/pipeline/work-files';
import { runtimeEnv } from '#lambdas/runtime-env';
import { companyTask } from './company-items.ts';

/** A checked file nobody confirmed is dropped after a week: its preview is stale by then. */
export const UNCONFIRMED_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Entries the job removes (spec part 2 §9): completed ones older than the cleanup days, never-confirmed ones after a week. Failed and rolled-back entries stay. */
export function isExpired(entry: Pick<ImportHistoryItem, 'status' | 'importedAt'>, now: number, cleanupDays: number): boolean {
  const age = now - Date.parse(entry.importedAt);
  if (entry.status === 'completed') return age > cleanupDays * DAY_MS;
  if (entry.status === 'ready') return age > UNCONFIRMED_DAYS * DAY_MS;
  return false;
}

/** Removes one entry: its work files, its ledger, then the entry itself (a rerun finishes what a failure left). */
async function removeImport(entry: ImportHistoryItem): Promise<void> {
  await removeWorkFiles(entry.companyId, entry.importBatchId, entry.chunkCount ?? 0);
  await removeLedger(entry.companyId, entry.importBatchId);
  await importHistoryEntity().delete({ companyId: entry.companyId, importBatchId: entry.importBatchId }).go();
}

/** The company's old imports removed with their ledgers and work files; answers how many. */
export async function removeOldImports(companyId: string, now: number, cleanupDays: number): Promise<number> {
  const { data } = await importHistoryEntity().query.byBatch({ companyId }).go({ pages: 'all' });
  let removed = 0;
  for (const entry of data.filter((e) => isExpired(e, now, cleanupDays))) {
    await removeImport(entry);
    removed += 1;
  }
  return removed;
}

/**
 * Every 24 hours, for one company (the job's Map runs it once per company of the registry): its old
 * imports removed. A failure is logged and thrown; the other companies' old imports still go.
 */
export const handler = companyTask('jobs/remove-old-imports', 'Old imports not removed', async (companyId) => {
  const cleanupDays = runtimeEnv().IMPORT_CLEANUP_DAYS ?? DEFAULT_CLEANUP_DAYS;
  return { removed: await removeOldImports(companyId, Date.now(), cleanupDays) };
});
