import { describe, expect, it } from 'vitest';
import { driverWeek, openShiftMinutes, weekDays, weekEndingOf, weeksTouched } from '#shared/timekeeping/week';

const ZONE = 'America/Chicago';

describe('a driver week of time cards', () => {
  it('lists the seven days of the pay period ending on the week ending', () => {
    expect(weekDays('2025-11-15')).toEqual(['2025-11-09', '2025-11-10', '2025-11-11', '2025-11-12', '2025-11-13', '2025-11-14', '2025-11-15']);
  });

  it('ends a week on the Saturday on or after a day', () => {
    expect(weekEndingOf('2025-11-09')).toBe('2025-11-15');
    expect(weekEndingOf('2025-11-15')).toBe('2025-11-15');
    expect(weekEndingOf('2025-11-16')).toBe('2025-11-22');
  });

  it('splits a shift through local midnight into its two days', () => {
    const week = driverWeek([{ punchId: 'a', in: '2025-11-13T02:00:00Z', out: '2025-11-13T12:30:00Z' }], '2025-11-15', ZONE);
    expect(week.days).toEqual({ '2025-11-12': 240, '2025-11-13': 390 });
    expect(week.totalMinutes).toBe(630);
    expect(week.cards).toEqual([{ date: '2025-11-12', minutes: 240 }, { date: '2025-11-13', minutes: 390 }]);
  });

  it('keeps only the days of the week when a shift crosses into the next one', () => {
    // Saturday 10 pm to Sunday 2 am Chicago: 120 minutes in this week, 120 in the next.
    const week = driverWeek([{ punchId: 'a', in: '2025-11-16T04:00:00Z', out: '2025-11-16T08:00:00Z' }], '2025-11-15', ZONE);
    expect(week.days).toEqual({ '2025-11-15': 120 });
    expect(weeksTouched({ in: '2025-11-16T04:00:00Z', out: '2025-11-16T08:00:00Z' }, ZONE)).toEqual(['2025-11-15', '2025-11-22']);
  });

  it('counts an open shift as nothing and lists it', () => {
    const week = driverWeek([{ punchId: 'o', in: '2025-11-12T14:00:00Z' }], '2025-11-15', ZONE);
    expect(week.totalMinutes).toBe(0);
    expect(week.open).toEqual([{ punchId: 'o', in: '2025-11-12T14:00:00Z' }]);
  });

  it('lists overlapping shifts and still shows each one counted', () => {
    const week = driverWeek([
      { punchId: 'a', in: '2025-11-12T14:00:00Z', out: '2025-11-12T18:00:00Z' },
      { punchId: 'b', in: '2025-11-12T17:00:00Z', out: '2025-11-12T19:00:00Z' },
    ], '2025-11-15', ZONE);
    expect(week.overlaps).toHaveLength(1);
    expect(week.overlaps[0]).toContain('punches[0]');
    expect(week.days).toEqual({ '2025-11-12': 360 });
  });

  it('does not count touching shifts as overlapping', () => {
    const week = driverWeek([
      { punchId: 'a', in: '2025-11-12T14:00:00Z', out: '2025-11-12T18:00:00Z' },
      { punchId: 'b', in: '2025-11-12T18:00:00Z', out: '2025-11-12T19:00:00Z' },
    ], '2025-11-15', ZONE);
    expect(week.overlaps).toEqual([]);
    expect(week.totalMinutes).toBe(300);
  });

  it('counts a running shift up to now, split at midnight', () => {
    expect(openShiftMinutes({ punchId: 'o', in: '2025-11-13T05:00:00Z' }, '2025-11-13T07:00:00Z', ZONE)).toEqual({ '2025-11-12': 60, '2025-11-13': 60 });
  });
});
