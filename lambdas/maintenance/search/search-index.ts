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

const monthStampOf = (month: string, stamp: number) => `${month}#${stamp}`;

function readMonthStamp(entry: string): { month: string; stamp: number } {
  const [month = '', stamp = ''] = entry.split('#');
  return { month, stamp: Number(stamp) };
}

/** Each month of the directory and the highest stamp written for it (a directory written before `monthStamps` included). */
function directoryMonths(dir: { monthStamps?: readonly string[]; months?: ReadonlyArray<{ month: string; stamp: number }> }): Map<string, number> {
  const months = new Map<string, number>((dir.months ?? []).map((m) => [m.month, m.stamp]));
  for (const entry of dir.monthStamps ?? []) {
    const { month, stamp } = readMonthStamp(entry);
    months.set(month, Math.max(months.get(month) ?? -1, stamp));
  }
  return months;
}

/**
 * Adds the months' new stamps to the directory in one unconditional update (a set union and a version
 * increment, which DynamoDB applies one after another), so concurrent saves never wait on each other or
 * fail; then removes the stamps they superseded, in a second update (an update may not add to and take from
 * one set at once). A removal that fails leaves an older stamp, which readers ignore.
 */
async function recordMonthsInDirectory(companyId: string, written: ReadonlyArray<{ month: string; stamp: number }>): Promise<void> {
  if (written.length === 0) return;
  const shards = maintenanceSearchShardEntity();
  const key = { companyId, month: SEARCH_DIRECTORY };
  const { data: before } = await shards.get(key).go({ attributes: ['monthStamps'] });
  const newest = new Map(written.map(({ month, stamp }) => [month, stamp]));
  await shards.update(key).add({ monthStamps: written.map(({ month, stamp }) => monthStampOf(month, stamp)), version: 1 })
    .set({ stamp: Math.max(...written.map((w) => w.stamp)) }).go();
  const superseded = (before?.monthStamps ?? []).filter((entry) => {
    const { month, stamp } = readMonthStamp(entry);
    return newest.has(month) && stamp < newest.get(month)!;
  });
  if (superseded.length > 0) await shards.update(key).delete({ monthStamps: superseded }).go();
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
  for (const [month, stamp] of directoryMonths(dir)) {
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
