/**
 * Maintenance search (fleet-rules "Maintenance records"): a blank term finds nothing; otherwise a
 * case-insensitive substring of VehicleID, Vin, ServiceNo, ServiceProvider or filename, narrowed by the
 * filters, newest ServiceDate first, paged by an opaque cursor. Pure: the caller hands it the entries of
 * the company's search index.
 */
export const FILTER_BATCH = 10;
export const DEFAULT_SEARCH_LIMIT = 50;
export const MAX_SEARCH_LIMIT = 200;

export type ServiceStatus = 'In Progress' | 'Completed';

/** What the search index keeps of one record. */
export interface SearchEntry {
  id: string;
  VehicleID: string;
  Vin: string;
  ServiceNo: string;
  ServiceProvider: string;
  filename: string;
  Domicile: string;
  ServiceStatus: ServiceStatus;
  /** YYYY-MM-DD. */
  ServiceDate: string;
}

export interface SearchRequest {
  searchTerm: string;
  serviceStatus?: ServiceStatus | undefined;
  vinList?: readonly string[] | undefined;
  domiciles?: readonly string[] | undefined;
  tractorIds?: readonly string[] | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}

export interface SearchPage {
  results: SearchEntry[];
  nextCursor: string | null;
  hasMore: boolean;
}

const SEP = '\u001f';

/** One entry as one compact string (the index item holds thousands; attribute names per entry would double it). */
export function packEntry(e: SearchEntry): string {
  return [e.id, e.VehicleID, e.Vin, e.ServiceNo, e.ServiceProvider, e.filename, e.Domicile, e.ServiceStatus === 'In Progress' ? 'P' : 'C', e.ServiceDate]
    .map((v) => v.replaceAll(SEP, ' '))
    .join(SEP);
}

export function unpackEntry(text: string): SearchEntry {
  const [id = '', VehicleID = '', Vin = '', ServiceNo = '', ServiceProvider = '', filename = '', Domicile = '', status = 'C', ServiceDate = ''] = text.split(SEP);
  return { id, VehicleID, Vin, ServiceNo, ServiceProvider, filename, Domicile, ServiceStatus: status === 'P' ? 'In Progress' : 'Completed', ServiceDate };
}

/** Newest ServiceDate first; the id breaks ties so the order (and the cursor) is total. */
export function newestFirst(a: SearchEntry, b: SearchEntry): number {
  if (a.ServiceDate !== b.ServiceDate) return a.ServiceDate < b.ServiceDate ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

export function matchesTerm(e: SearchEntry, term: string): boolean {
  const needle = term.trim().toLowerCase();
  if (!needle) return false;
  return [e.VehicleID, e.Vin, e.ServiceNo, e.ServiceProvider, e.filename].some((field) => field.toLowerCase().includes(needle));
}

/** Splits a filter list into the batches of 10 the spec queries separately. */
export function filterBatches<T>(list: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < list.length; i += FILTER_BATCH) batches.push(list.slice(i, i + FILTER_BATCH));
  return batches;
}

interface Cursor { d: string; i: string }

export function encodeCursor(e: Pick<SearchEntry, 'ServiceDate' | 'id'>): string {
  return btoa(JSON.stringify({ d: e.ServiceDate, i: e.id } satisfies Cursor)).replace(/=+$/, '');
}

/** The cursor's position, or undefined when it is not one this search wrote. */
export function decodeCursor(cursor: string): Cursor | undefined {
  try {
    const value = JSON.parse(atob(cursor)) as Partial<Cursor>;
    return typeof value.d === 'string' && typeof value.i === 'string' ? { d: value.d, i: value.i } : undefined;
  } catch {
    return undefined;
  }
}

/** An entry with its searchable text lower-cased once, so a search is one substring test per entry. */
export interface IndexedEntry {
  entry: SearchEntry;
  text: string;
}

export function indexEntry(entry: SearchEntry): IndexedEntry {
  return { entry, text: [entry.VehicleID, entry.Vin, entry.ServiceNo, entry.ServiceProvider, entry.filename].join('\u0001').toLowerCase() };
}

/**
 * A filter list as one set of wanted values. The spec queries lists longer than 10 in batches of 10 and
 * merges the batches' results; the union of the batches' sets gives exactly that merge.
 */
function wantedSet(values: readonly string[] | undefined): Set<string> | undefined {
  if (!values || values.length === 0) return undefined;
  const wanted = new Set<string>();
  for (const batch of filterBatches(values)) for (const v of batch) wanted.add(v.trim().toLowerCase());
  return wanted;
}

/** One page of the search over `entries` (already newest first); stops reading once the page is full. */
export function searchEntries(entries: readonly IndexedEntry[], request: SearchRequest): SearchPage {
  const needle = request.searchTerm.trim().toLowerCase();
  if (!needle) return { results: [], nextCursor: null, hasMore: false };
  const limit = Math.min(Math.max(1, request.limit ?? DEFAULT_SEARCH_LIMIT), MAX_SEARCH_LIMIT);
  const vins = wantedSet(request.vinList);
  const domiciles = wantedSet(request.domiciles);
  const tractors = wantedSet(request.tractorIds);
  const after = request.cursor ? decodeCursor(request.cursor) : undefined;
  const results: SearchEntry[] = [];
  let hasMore = false;
  for (const { entry: e, text } of entries) {
    if (after && (e.ServiceDate > after.d || (e.ServiceDate === after.d && e.id >= after.i))) continue;
    if (!text.includes(needle)) continue;
    if (request.serviceStatus && e.ServiceStatus !== request.serviceStatus) continue;
    if (vins && !vins.has(e.Vin.toLowerCase())) continue;
    if (domiciles && !domiciles.has(e.Domicile.toLowerCase())) continue;
    if (tractors && !tractors.has(e.VehicleID.toLowerCase())) continue;
    if (results.length === limit) {
      hasMore = true;
      break;
    }
    results.push(e);
  }
  return { results, hasMore, nextCursor: hasMore ? encodeCursor(results[results.length - 1]!) : null };
}
