import { indexEntry, newestFirst, packEntry, unpackEntry, type IndexedEntry, type SearchEntry } from '#shared/maintenance/search';
import { maintenanceRecordEntity, type MaintenanceRecordItem } from '#lambdas/data/entities/maintenance-record';
import { maintenanceSearchShardEntity, SEARCH_DIRECTORY } from '#lambdas/data/entities/maintenance-search-shard';
import { batchGet } from '#lambdas/data/batch';
import { isConditionalFailure } from '#lambdas/payroll/conditional';

/** A shard stays well under DynamoDB's 400 KB item limit. */
export const SHARD_BYTES_LIMIT = 350 * 1024;

export function searchEntryOf(r: Pick<MaintenanceRecordItem, 'id' | 'VehicleID' | 'Vin' | 'ServiceNo' | 'ServiceProvider' | 'filename' | 'Domicile' | 'ServiceStatus' | 'ServiceDate'>): SearchEntry {
  return {
    id: r.id, VehicleID: r.VehicleID, Vin: r.Vin ?? '', ServiceNo: r.ServiceNo ?? '', ServiceProvider: r.ServiceProvider ?? '',
    filename: r.filename ?? '', Domicile: r.Domicile ?? '', ServiceStatus: r.ServiceStatus, ServiceDate: r.ServiceDate,
  };
}

const SEARCHED = ['id', 'VehicleID', 'Vin', 'ServiceNo', 'ServiceProvider', 'filename', 'Domicile', 'ServiceStatus', 'ServiceDate'] as const;

/** The month's records (both lists), read through gsi1 by the month's days. */
async function recordsOfMonth(companyId: string, month: string): Promise<SearchEntry[]> {
  const year = month.slice(0, 4);
  const lists = await Promise.all((['in-progress', 'completed'] as const).map((listName) =>
    maintenanceRecordEntity().query.byList({ companyId, listName, year }).begins({ ServiceDate: month }).go({ pages: 'all', attributes: [...SEARCHED] })));
  return lists.flatMap((l) => l.data.map((r) => searchEntryOf(r as MaintenanceRecordItem)));
}

/** Records the months' new stamps in the directory in one conditional put (retried when another writer moved it). */
async function recordMonthsInDirectory(companyId: string, written: ReadonlyArray<{ month: string; stamp: number }>): Promise<void> {
  if (written.length === 0) return;
  const shards = maintenanceSearchShardEntity();
  for (let attempt = 0; attempt < 8; attempt++) {
    const { data: dir } = await shards.get({ companyId, month: SEARCH_DIRECTORY }).go();
    const byMonth = new Map((dir?.months ?? []).map((m) => [m.month, m]));
    const newer = written.filter(({ month, stamp }) => (byMonth.get(month)?.stamp ?? -1) < stamp);
    if (newer.length === 0) return;
    for (const m of newer) byMonth.set(m.month, { month: m.month, stamp: m.stamp });
    const months = [...byMonth.values()].sort((a, b) => (a.month < b.month ? 1 : -1));
    const version = dir?.version ?? 0;
    try {
      await shards
        .put({ companyId, month: SEARCH_DIRECTORY, stamp: Math.max(...newer.map((m) => m.stamp)), months, version: version + 1 })
        .where((attr, { eq, notExists }) => (dir ? eq(attr.version, version) : notExists(attr.version)))
        .go();
      return;
    } catch (error) {
      if (!isConditionalFailure(error)) throw error;
    }
  }
  throw new Error(`search directory of ${companyId} stayed busy`);
}

/** Months rebuilt at once: an import touches dozens, a saved record one or two. */
const MONTHS_IN_FLIGHT = 4;

/**
 * Rebuilds the index of the months from the records themselves: idempotent, so it may run again after
 * any save (or a failed one) and always converges on what the table holds. The stamp is taken before the
 * read, so a rebuild that read earlier never overwrites one that read later.
 */
export async function rebuildSearchMonths(companyId: string, months: Iterable<string>): Promise<void> {
  const queue = [...new Set(months)];
  const written: Array<{ month: string; stamp: number }> = [];
  const worker = async () => {
    for (let month = queue.shift(); month !== undefined; month = queue.shift()) {
      const stamp = Date.now();
      const entries = (await recordsOfMonth(companyId, month)).sort(newestFirst).map(packEntry);
      const bytes = entries.reduce((n, e) => n + Buffer.byteLength(e) + 4, 0);
      if (bytes > SHARD_BYTES_LIMIT) throw new Error(`search index month ${month} of ${companyId} would be ${bytes} bytes`);
      try {
        await maintenanceSearchShardEntity()
          .put({ companyId, month, stamp, entries })
          .where((attr, { lt, notExists }) => `${notExists(attr.stamp)} OR ${lt(attr.stamp, stamp)}`)
          .go();
      } catch (error) {
        if (!isConditionalFailure(error)) throw error;
        continue; // A later rebuild already wrote this month.
      }
      written.push({ month, stamp });
    }
  };
  await Promise.all(Array.from({ length: Math.min(MONTHS_IN_FLIGHT, queue.length) }, worker));
  await recordMonthsInDirectory(companyId, written);
}

interface CompanyIndex {
  version: number;
  months: Map<string, { stamp: number; entries: IndexedEntry[] }>;
  all: IndexedEntry[];
}

/** Per warm container: each company's index as last read, checked against the directory on every search. */
const cache = new Map<string, CompanyIndex>();

/** Every entry of the company's index, newest first: one GetItem when the cache is current. */
export async function companySearchEntries(companyId: string): Promise<readonly IndexedEntry[]> {
  const shards = maintenanceSearchShardEntity();
  const { data: dir } = await shards.get({ companyId, month: SEARCH_DIRECTORY }).go();
  if (!dir) return [];
  const cached = cache.get(companyId);
  if (cached && cached.version === dir.version) return cached.all;
  const months = new Map<string, { stamp: number; entries: IndexedEntry[] }>();
  const stale: string[] = [];
  for (const { month, stamp } of dir.months ?? []) {
    const known = cached?.months.get(month);
    if (known && known.stamp === stamp) months.set(month, known);
    else stale.push(month);
  }
  const read = await batchGet(shards, stale.map((month) => ({ companyId, month })));
  for (const shard of read) months.set(shard.month, { stamp: shard.stamp, entries: (shard.entries ?? []).map((e) => indexEntry(unpackEntry(e))) });
  // Months newest first, each already newest first: their concatenation is the whole order.
  const all = [...months.keys()].sort().reverse().flatMap((m) => months.get(m)!.entries);
  cache.set(companyId, { version: dir.version ?? 0, months, all });
  return all;
}
