import { describe, expect, it } from 'vitest';
import { isoWeekOf, isoWeekOfDay, lastIsoWeeks, OTHER_PATH, usagePathOf, usageQuery, usageView } from '#shared/company/usage';

describe('ISO weeks of the usage analytics', () => {
  it.each([
    ['2026-11-24', '2026-W48'],
    ['2026-01-01', '2026-W01'], // a Thursday: week 1
    ['2027-01-01', '2026-W53'], // a Friday: the last week of 2026
    ['2024-12-30', '2025-W01'], // a Monday whose Thursday is in 2025
    ['2026-11-29', '2026-W48'], // Sunday ends the week
    ['2026-11-30', '2026-W49'],
  ])('%s is in %s', (day, week) => {
    expect(isoWeekOfDay(day)).toBe(week);
  });

  it("counts on the company's calendar: Monday 03:00 UTC is still Sunday in Chicago", () => {
    const mondayEarlyUtc = Date.parse('2026-11-30T03:00:00Z');
    expect(isoWeekOf(mondayEarlyUtc, 'UTC')).toBe('2026-W49');
    expect(isoWeekOf(mondayEarlyUtc, 'America/Chicago')).toBe('2026-W48');
  });

  it('lists the asked number of weeks, oldest first, ending with this week', () => {
    const weeks = lastIsoWeeks(Date.parse('2026-11-24T12:00:00Z'), 'America/Chicago', 12);
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toBe('2026-W48');
    expect(weeks[0]).toBe('2026-W37');
    expect(new Set(weeks).size).toBe(12);
  });
});

describe('the page a navigation counts for', () => {
  it('drops the query and the parameter of a product path', () => {
    expect(usagePathOf('/payroll-tools/run-2026-11-21?tab=drivers')).toBe('/payroll-tools');
    expect(usagePathOf('/company-setup')).toBe('/company-setup');
    expect(usagePathOf('/Manage-Tractors/')).toBe('/manage-tractors');
  });

  it('counts a path that is no page of the product, or a full address elsewhere, as (other)', () => {
    expect(usagePathOf('/no-such-page')).toBe(OTHER_PATH);
    expect(usagePathOf('/payroll-tools/a/b')).toBe(OTHER_PATH);
    expect(usagePathOf('https://example.test/map-view')).toBe('/map-view');
  });
});

describe('the usage answer', () => {
  it('shows every week asked, empty ones too, and each total is the sum of its rows', () => {
    const view = usageView(['2026-W47', '2026-W48'], [
      { week: '2026-W48', path: '/map-view', role: 3, count: 4 },
      { week: '2026-W48', path: '/payroll-tools', role: 2, count: 9 },
      { week: '2026-W48', path: '/map-view', role: 1, count: 4 },
      { week: '2026-W46', path: '/map-view', role: 1, count: 100 },
    ]);
    expect(view.weeks.map((w) => w.week)).toEqual(['2026-W47', '2026-W48']);
    expect(view.weeks[0]).toEqual({ week: '2026-W47', rows: [], total: 0 });
    expect(view.weeks[1]!.rows).toEqual([
      { path: '/payroll-tools', role: 2, count: 9 },
      { path: '/map-view', role: 1, count: 4 },
      { path: '/map-view', role: 3, count: 4 },
    ]);
    for (const week of view.weeks) expect(week.total).toBe(week.rows.reduce((sum, r) => sum + r.count, 0));
  });

  it('asks 12 weeks by default and refuses 0 or 27 naming weeks', () => {
    expect(usageQuery.parse({})).toEqual({ weeks: 12 });
    expect(usageQuery.parse({ weeks: '26' })).toEqual({ weeks: 26 });
    for (const weeks of ['0', '27', 'x', '1.5']) {
      const result = usageQuery.safeParse({ weeks });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.path).toEqual(['weeks']);
    }
  });
});
