import { describe, expect, it } from 'vitest';
import { quarterOf, recentMonths, recentQuarters } from '#web/features/reports/fuel/periods.ts';

describe('the fuel reports’ periods, counted from the company’s today', () => {
  it('puts a day in its calendar quarter', () => {
    expect(quarterOf('2026-01-01')).toBe('2026-Q1');
    expect(quarterOf('2026-03-31')).toBe('2026-Q1');
    expect(quarterOf('2026-04-01')).toBe('2026-Q2');
    expect(quarterOf('2026-11-27')).toBe('2026-Q4');
  });

  it('offers this quarter and the ones before it, across a new year', () => {
    expect(recentQuarters('2026-02-10', 3)).toEqual(['2026-Q1', '2025-Q4', '2025-Q3']);
  });

  it('offers this month and the ones before it, across a new year', () => {
    expect(recentMonths('2026-01-31', 3)).toEqual(['2026-01', '2025-12', '2025-11']);
    expect(recentMonths('2026-11-27', 13).at(-1)).toBe('2025-11');
  });
});
