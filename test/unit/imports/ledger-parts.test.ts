import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeLedger, encodeLedger, PART_CHARS } from '#lambdas/imports/pipeline/ledger';
import type { LedgerChange } from '#lambdas/imports/pipeline/target';
import { isExpired } from '#lambdas/jobs/remove-old-imports';
import { chunkList } from '#lambdas/imports/pipeline/workflow-input';

const change = (row: number, noise: string): LedgerChange => ({
  row,
  before: row % 2 === 0 ? null : { pk: `p#${row}`, sk: `s#${row}`, notes: 'before' },
  after: { pk: `p#${row}`, sk: `s#${row}`, notes: noise },
});

describe('the ledger of a chunk', () => {
  it('round-trips its changes through deflated base64', () => {
    const changes = Array.from({ length: 500 }, (_, i) => change(i + 2, `record ${i}`));
    expect(decodeLedger(encodeLedger(changes))).toEqual(changes);
  });

  it('splits into parts of at most 350 KB of base64, so each part fits a DynamoDB item', () => {
    // Random text does not compress: 500 changes of 2 KB each make more than one part.
    const changes = Array.from({ length: 500 }, (_, i) => change(i + 2, randomBytes(1500).toString('base64')));
    const parts = encodeLedger(changes);
    expect(parts.length).toBeGreaterThan(1);
    expect(Math.max(...parts.map((p) => p.length))).toBeLessThanOrEqual(PART_CHARS);
    expect(decodeLedger(parts)).toEqual(changes);
  });

  it('records an empty chunk as one empty part', () => {
    expect(decodeLedger(encodeLedger([]))).toEqual([]);
  });
});

describe('the cleanup of old imports', () => {
  const now = Date.parse('2026-06-01T00:00:00Z');
  const daysAgo = (days: number) => new Date(now - days * 86_400_000).toISOString();

  it('removes completed imports past the cleanup days and unconfirmed ones after a week, never failed or rolled-back ones', () => {
    expect(isExpired({ status: 'completed', importedAt: daysAgo(91) }, now, 90)).toBe(true);
    expect(isExpired({ status: 'completed', importedAt: daysAgo(89) }, now, 90)).toBe(false);
    expect(isExpired({ status: 'completed', importedAt: daysAgo(31) }, now, 30)).toBe(true);
    expect(isExpired({ status: 'ready', importedAt: daysAgo(8) }, now, 90)).toBe(true);
    expect(isExpired({ status: 'ready', importedAt: daysAgo(6) }, now, 90)).toBe(false);
    expect(isExpired({ status: 'failed', importedAt: daysAgo(400) }, now, 90)).toBe(false);
    expect(isExpired({ status: 'rolled-back', importedAt: daysAgo(400) }, now, 90)).toBe(false);
  });
});

describe('the chunk descriptors a Map fans out over', () => {
  it('are small, in order for the write and newest first for the rollback', () => {
    expect(chunkList(3)).toEqual([{ chunk: 0 }, { chunk: 1 }, { chunk: 2 }]);
    expect(chunkList(3, true)).toEqual([{ chunk: 2 }, { chunk: 1 }, { chunk: 0 }]);
  });
});
