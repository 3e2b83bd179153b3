import { describe, expect, it } from 'vitest';
import { filterBatches, indexEntry, newestFirst, packEntry, searchEntries, unpackEntry, type SearchEntry } from '#shared/maintenance/search';

const entry = (i: number, over: Partial<SearchEntry> = {}): SearchEntry => ({
  id: `r${String(i).padStart(3, '0')}`, VehicleID: `4102${String(i % 25).padStart(2, '0')}`, Vin: `VIN${String(i % 25).padStart(14, '0')}`,
  ServiceNo: `WO-${i}`, ServiceProvider: i % 2 ? 'Speedco #412' : 'Rush Truck Center', filename: i % 3 ? '' : `inv-${i}.pdf`,
  Domicile: ['PHX', 'ELP', 'ABQ'][i % 3]!, ServiceStatus: i % 4 ? 'Completed' : 'In Progress', ServiceDate: `2026-0${1 + (i % 9)}-1${i % 10}`, ...over,
});
const entries = Array.from({ length: 120 }, (_, i) => entry(i)).sort(newestFirst);
const index = entries.map(indexEntry);

describe('maintenance search', () => {
  it('finds nothing for a blank term', () => {
    expect(searchEntries(index, { searchTerm: '  ' })).toEqual({ results: [], nextCursor: null, hasMore: false });
  });

  it.each([['VehicleID', '410207'], ['Vin', 'vin00000000000007'], ['ServiceNo', 'wo-7'], ['ServiceProvider', 'SPEEDCO'], ['filename', 'INV-9.PDF']] as const)(
    'matches a case-insensitive substring of %s', (field, term) => {
      const { results } = searchEntries(index, { searchTerm: term, limit: 200 });
      expect(results.length).toBeGreaterThan(0);
      expect(results.every((r) => r[field].toLowerCase().includes(term.toLowerCase()))).toBe(true);
    });

  it('does not match fields outside the five searched', () => {
    expect(searchEntries(index, { searchTerm: 'PHX' }).results).toEqual([]);
  });

  it('keeps only the filters, lists longer than 10 split in batches of 10 and merged', () => {
    const vins = Array.from({ length: 23 }, (_, i) => `VIN${String(i).padStart(14, '0')}`);
    expect(filterBatches(vins).map((b) => b.length)).toEqual([10, 10, 3]);
    const { results } = searchEntries(index, { searchTerm: 'wo-', vinList: vins, domiciles: ['phx', 'ELP'], serviceStatus: 'Completed', limit: 200 });
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => vins.includes(r.Vin) && ['PHX', 'ELP'].includes(r.Domicile) && r.ServiceStatus === 'Completed')).toBe(true);
    const vinsSeen = new Set(results.map((r) => r.Vin));
    expect(vinsSeen.has(vins[0]!) && vinsSeen.has(vins[22]!)).toBe(true);
    expect(results).toEqual(entries.filter((e) => vins.includes(e.Vin) && ['PHX', 'ELP'].includes(e.Domicile) && e.ServiceStatus === 'Completed'));
  });

  it('answers newest ServiceDate first, limit 50 by default', () => {
    const page = searchEntries(index, { searchTerm: 'wo-' });
    expect(page.results).toHaveLength(50);
    expect(page.hasMore).toBe(true);
    const dates = page.results.map((r) => r.ServiceDate);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages by cursor through exactly every match, each once', () => {
    const seen: SearchEntry[] = [];
    let cursor: string | undefined;
    for (;;) {
      const page = searchEntries(index, { searchTerm: 'wo-', limit: 7, cursor });
      seen.push(...page.results);
      if (!page.hasMore) {
        expect(page.nextCursor).toBeNull();
        break;
      }
      cursor = page.nextCursor!;
    }
    expect(seen).toEqual(entries);
  });

  it('packs an entry into one string and back', () => {
    const e = entry(5, { ServiceProvider: 'A\u001fB' });
    expect(unpackEntry(packEntry(e))).toEqual({ ...e, ServiceProvider: 'A B' });
  });
});
