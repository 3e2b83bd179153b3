import { describe, expect, it } from 'vitest';
import { monthOf, monthsBackFrom, newestAcrossMonths } from '#lambdas/data/month-partition';

describe('month partitions', () => {
  it('names the UTC month of a time', () => {
    expect(monthOf(Date.UTC(2026, 0, 31, 23, 59))).toBe('2026-01');
    expect(monthOf(Date.UTC(2026, 1, 1))).toBe('2026-02');
  });

  it('counts months back across a year end', () => {
    expect(monthsBackFrom('2026-02', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
  });

  it('fills a page from the newest month back, skipping empty months and reading no further than needed', async () => {
    const stored: Record<string, string[]> = { '2026-03': ['m3b', 'm3a'], '2026-01': ['m1c', 'm1b', 'm1a'], '2025-12': ['m12a'] };
    const asked: Array<[string, number]> = [];
    const read = async (month: string, limit: number) => {
      asked.push([month, limit]);
      return (stored[month] ?? []).slice(0, limit);
    };
    const page = await newestAcrossMonths(monthsBackFrom('2026-03', 13), 4, read);
    expect(page).toEqual(['m3b', 'm3a', 'm1c', 'm1b']);
    expect(asked).toEqual([['2026-03', 4], ['2026-02', 2], ['2026-01', 2]]);
  });

  it('answers what there is when the months looked back hold less than a page', async () => {
    const page = await newestAcrossMonths(['2026-03', '2026-02'], 100, async (month) => (month === '2026-02' ? ['a'] : []));
    expect(page).toEqual(['a']);
  });
});
