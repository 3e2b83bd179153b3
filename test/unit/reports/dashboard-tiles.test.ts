import { describe, expect, it } from 'vitest';
import { dashboardQuery } from '#shared/reports/dashboard-api';
import { dashboardCsv } from '#shared/reports/dashboard-csv';
import { dashboardTiles, dollarsPerMile, milesPerGallon, NO_WEEK, weekBefore } from '#shared/reports/dashboard-tiles';
import { parseCsv } from '#shared/statement/csv';

const counts = { tractorsOverdue: 2, tractorsDueSoon: 3, openDefects: 4, documentsExpiring: 5, broadcastsPending: 1 };

describe('dashboard tiles', () => {
  it('pay per mile, revenue per mile and MPG of a week with data, against last week', () => {
    const tiles = dashboardTiles({ payTotal: 10_000, miles: 8000, tripRevenue: 20_000, gallons: 1250 }, { payTotal: 9000, miles: 9000, tripRevenue: 18_000, gallons: 1500 }, counts, '2026-01-03');
    const by = Object.fromEntries(tiles.map((t) => [t.key, t]));
    expect(by.payPerMile).toMatchObject({ value: 1.25, previous: 1 });
    expect(by.revenuePerMile).toMatchObject({ value: 2.5, previous: 2 });
    expect(by.fleetMpg).toMatchObject({ value: 6.4, previous: 6 });
    expect(by.payTotal!.path).toBe('/payroll-reports/2026-01-03');
    expect(by.openDefects).toMatchObject({ value: 4, path: '/tractor-repair-tools' });
    expect(by.openDefects!.previous).toBeUndefined();
  });

  it('a week without data, or with 0 miles or gallons, shows no data rather than NaN or a division by zero', () => {
    expect(dollarsPerMile(500, 0)).toBeNull();
    expect(dollarsPerMile(null, 100)).toBeNull();
    expect(milesPerGallon(100, 0)).toBeNull();
    expect(milesPerGallon(0, 10)).toBe(0);
    const tiles = dashboardTiles(NO_WEEK, { payTotal: 0, miles: 0, tripRevenue: 0, gallons: 0 }, counts);
    for (const t of tiles.slice(0, 5)) expect(t.value, t.key).toBeNull();
    expect(tiles.find((t) => t.key === 'payPerMile')!.previous).toBeNull();
    expect(tiles.find((t) => t.key === 'payTotal')!.path).toBe('/payroll-tools');
    expect(JSON.stringify(tiles)).not.toMatch(/NaN|Infinity/);
  });

  it('the CSV holds one line per tile with blank cells for no data', () => {
    const [header, ...lines] = parseCsv(dashboardCsv({ weekEnding: '2026-01-03', today: '2026-01-05', tiles: dashboardTiles(NO_WEEK, NO_WEEK, counts, '2026-01-03') }));
    expect(header).toEqual(['WeekEnding', 'Figure', 'Value', 'PreviousWeek', 'Page']);
    expect(lines).toHaveLength(10);
    expect(lines[0]).toEqual(['2026-01-03', 'Pay total', '', '', '/payroll-reports/2026-01-03']);
    expect(lines.find((l) => l[1] === 'Open defects')![2]).toBe('4');
  });

  it('the week before is seven days earlier; a week ending is a date', () => {
    expect(weekBefore('2026-01-03')).toBe('2025-12-27');
    expect(dashboardQuery.safeParse({ weekEnding: '2026-13-01' }).error!.issues[0]!.path).toEqual(['weekEnding']);
  });
});
