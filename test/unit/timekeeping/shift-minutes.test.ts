import { describe, expect, it } from 'vitest';
import { weekShiftMinutes } from '#shared/timekeeping/shift-minutes';
import { driverWeek } from '#shared/timekeeping/week';

const ZONE = 'America/Chicago';
const WEEK = '2025-11-15';

describe("a driver's shifts of a week with their minutes", () => {
  it('gives each shift its minutes and a total equal to the sum of the rows and to the pay week', () => {
    const shifts = [
      { punchId: 'b', in: '2025-11-11T14:00:00Z', out: '2025-11-11T22:30:00Z' },
      { punchId: 'a', in: '2025-11-10T14:00:00Z', out: '2025-11-10T22:00:00Z' },
    ];
    const { rows, totalMinutes } = weekShiftMinutes(shifts, WEEK, ZONE);
    expect(rows.map((r) => [r.shift.punchId, r.minutes])).toEqual([['a', 480], ['b', 510]]);
    expect(totalMinutes).toBe(990);
    expect(totalMinutes).toBe(driverWeek(shifts, WEEK, ZONE).totalMinutes);
  });

  it("shares a day's rounded minutes among its shifts, so seconds do not make the rows disagree with the day", () => {
    // 240.4 + 240.4 minutes: the day is paid 481, so one shift shows 241 and the other 240.
    const shifts = [
      { punchId: 'a', in: '2025-11-10T13:00:00Z', out: '2025-11-10T17:00:24Z' },
      { punchId: 'b', in: '2025-11-10T18:00:00Z', out: '2025-11-10T22:00:24Z' },
    ];
    const { rows, totalMinutes } = weekShiftMinutes(shifts, WEEK, ZONE);
    expect(driverWeek(shifts, WEEK, ZONE).days).toEqual({ '2025-11-10': 481 });
    expect(rows.map((r) => r.minutes)).toEqual([241, 240]);
    expect(totalMinutes).toBe(481);
  });

  it('gives the extra minute to the shift with the larger remainder', () => {
    const shifts = [
      { punchId: 'a', in: '2025-11-10T13:00:00Z', out: '2025-11-10T17:00:12Z' },
      { punchId: 'b', in: '2025-11-10T18:00:00Z', out: '2025-11-10T22:00:36Z' },
    ];
    expect(weekShiftMinutes(shifts, WEEK, ZONE).rows.map((r) => r.minutes)).toEqual([240, 241]);
  });

  it('counts only the part of a shift inside the week, split at local midnight', () => {
    // Saturday 10 pm to Sunday 2 am Chicago: 120 minutes in this week, 120 in the next.
    const shift = { punchId: 'a', in: '2025-11-16T04:00:00Z', out: '2025-11-16T08:00:00Z' };
    expect(weekShiftMinutes([shift], WEEK, ZONE).rows).toEqual([{ shift, minutes: 120 }]);
    expect(weekShiftMinutes([shift], '2025-11-22', ZONE).rows).toEqual([{ shift, minutes: 120 }]);
  });

  it('lists an open shift with no minutes in the week of its in only', () => {
    const open = { punchId: 'a', in: '2025-11-14T14:00:00Z' };
    expect(weekShiftMinutes([open], WEEK, ZONE)).toEqual({ rows: [{ shift: open, minutes: 0 }], totalMinutes: 0 });
    expect(weekShiftMinutes([open], '2025-11-22', ZONE).rows).toEqual([]);
  });

  it('leaves out shifts of other weeks', () => {
    expect(weekShiftMinutes([{ punchId: 'a', in: '2025-11-07T14:00:00Z', out: '2025-11-07T22:00:00Z' }], WEEK, ZONE).rows).toEqual([]);
  });

  it('counts the elapsed 25 hours of the day daylight saving ends', () => {
    const shift = { punchId: 'a', in: '2025-11-02T05:00:00Z', out: '2025-11-03T06:00:00Z' };
    expect(weekShiftMinutes([shift], '2025-11-08', ZONE).totalMinutes).toBe(1500);
  });

  it('always adds up to the pay week, whatever the seconds of the punches', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let trial = 0; trial < 60; trial++) {
      let t = Date.parse('2025-11-08T20:00:00Z');
      const shifts = Array.from({ length: 1 + Math.floor(random() * 8) }, (_, i) => {
        const start = (t += random() * 20 * 3600_000);
        const end = (t += random() * 14 * 3600_000);
        return { punchId: `s${i}`, in: new Date(start).toISOString(), out: new Date(end).toISOString() };
      });
      const { rows, totalMinutes } = weekShiftMinutes(shifts, WEEK, ZONE);
      expect(totalMinutes).toBe(driverWeek(shifts, WEEK, ZONE).totalMinutes);
      expect(rows.every((r) => r.minutes >= 0)).toBe(true);
    }
  });
});
