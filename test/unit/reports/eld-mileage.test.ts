import { describe, expect, it } from 'vitest';
import { eldQuery } from '#shared/reports/dashboard-api';
import {
  daysOf, driverOfDay, driverTotals, logSessions, movingAverages, tenthsByTractorDay, tractorTotals, type LogEvent,
} from '#shared/reports/eld-mileage';

const H = 3_600_000;
const day0 = Date.UTC(2026, 10, 1);
const bounds = (day: string) => {
  const start = Date.parse(`${day}T00:00:00Z`);
  return { start, end: start + 24 * H };
};
const ev = (VehicleID: string, DriverID: string, hours: number, code: number): LogEvent => ({ VehicleID, DriverID, at: day0 + hours * H, code });

describe('ELD mileage: tractor totals', () => {
  it('adds a day’s state rows and gives each tractor a bar for every day of the range, its total the sum of its bars', () => {
    const rows = [
      { VehicleID: '410200', date: '2026-11-01', miles: 120.04 },
      { VehicleID: '410200', date: '2026-11-01', miles: 80.06 },
      { VehicleID: '410200', date: '2026-11-03', miles: 10.06 },
      { VehicleID: '410201', date: '2026-11-02', miles: 300 },
    ];
    const chart = tractorTotals(tenthsByTractorDay(rows), daysOf('2026-11-01', '2026-11-03'), true);
    expect(chart.map((t) => t.vehicleId)).toEqual(['410201', '410200']);
    const t = chart.find((c) => c.vehicleId === '410200')!;
    expect(t.dailyBreakdown).toEqual([{ date: '2026-11-01', miles: 200.1 }, { date: '2026-11-02', miles: 0 }, { date: '2026-11-03', miles: 10.1 }]);
    expect(t.totalMiles).toBe(210.2);
    expect(t.totalMiles * 10).toBe(t.dailyBreakdown!.reduce((s, d) => s + Math.round(d.miles * 10), 0));
  });

  it('leaves the daily breakdown out unless asked for', () => {
    const chart = tractorTotals(tenthsByTractorDay([{ VehicleID: '410200', date: '2026-11-01', miles: 5 }]), ['2026-11-01'], false);
    expect(chart[0]).toEqual({ vehicleId: '410200', totalMiles: 5 });
  });
});

describe('ELD mileage: who drove a tractor-day', () => {
  it('a driver\'s log-in runs until his 102, 103 or 104; another driver logging in beside him (a team) does not end it', () => {
    const sessions = logSessions([ev('T1', 'A', 1, 101), ev('T1', 'A', 5, 103), ev('T1', 'B', 6, 101), ev('T1', 'C', 8, 101), ev('T1', 'C', 9, 104), ev('T1', 'D', 20, 101)], day0 + 24 * H);
    expect(sessions.map((s) => [s.DriverID, (s.start - day0) / H, (s.end - day0) / H])).toEqual([['A', 1, 5], ['B', 6, 24], ['C', 8, 9], ['D', 20, 24]]);
    const again = logSessions([ev('T1', 'A', 1, 101), ev('T1', 'A', 3, 101), ev('T1', 'A', 4, 102)], day0 + 24 * H);
    expect(again.map((s) => [s.DriverID, (s.start - day0) / H, (s.end - day0) / H])).toEqual([['A', 1, 3], ['A', 3, 4]]);
  });

  it('a log-out code without a log-in (or an unknown code) opens nothing', () => {
    expect(logSessions([ev('T1', 'A', 1, 102), ev('T1', 'A', 2, 999)], day0 + 24 * H)).toEqual([]);
  });

  it('the day goes to the driver logged in longest that day; a tie to the one who logged in first', () => {
    const sessions = logSessions([ev('T1', 'A', 1, 101), ev('T1', 'A', 4, 102), ev('T1', 'B', 10, 101), ev('T1', 'B', 12, 102)], day0 + 48 * H);
    expect(driverOfDay(sessions, day0, day0 + 24 * H)).toBe('A');
    const tie = logSessions([ev('T1', 'B', 1, 101), ev('T1', 'B', 3, 102), ev('T1', 'A', 5, 101), ev('T1', 'A', 7, 102)], day0 + 48 * H);
    expect(driverOfDay(tie, day0, day0 + 24 * H)).toBe('B');
    expect(driverOfDay(sessions, day0 + 24 * H, day0 + 48 * H)).toBeUndefined();
  });

  it('a log-in from the evening before counts only its hours inside the day', () => {
    const sessions = logSessions([ev('T1', 'A', -10, 101), ev('T1', 'A', 2, 102), ev('T1', 'B', 3, 101), ev('T1', 'B', 8, 102)], day0 + 24 * H);
    expect(driverOfDay(sessions, day0, day0 + 24 * H)).toBe('B');
  });

  it('driver totals plus the miles of days nobody was logged in equal the tractor totals', () => {
    const byDay = tenthsByTractorDay([
      { VehicleID: 'T1', date: '2026-11-01', miles: 100.1 },
      { VehicleID: 'T1', date: '2026-11-02', miles: 50 },
      { VehicleID: 'T2', date: '2026-11-01', miles: 30.2 },
    ]);
    const sessions = logSessions([ev('T1', 'A', 2, 101), ev('T1', 'A', 10, 102), ev('T2', 'A', 12, 101), ev('T2', 'A', 14, 104)], day0 + 48 * H);
    const { drivers, unattributedMiles } = driverTotals(byDay, sessions, bounds);
    expect(drivers).toEqual([{ DriverID: 'A', totalMiles: 130.3, teamMiles: 0 }]);
    expect(unattributedMiles).toBe(50);
  });

  it('counts a team day for both drivers: the co-driver logged in with the day\'s driver gets its miles as team miles', () => {
    const byDay = tenthsByTractorDay([
      { VehicleID: 'T1', date: '2026-11-01', miles: 640.4 },
      { VehicleID: 'T1', date: '2026-11-02', miles: 300 },
    ]);
    // A and B run the first day as a team; on the second A drives alone after B has logged out.
    const sessions = logSessions([ev('T1', 'A', 2, 101), ev('T1', 'B', 3, 101), ev('T1', 'B', 22, 102), ev('T1', 'A', 30, 102), ev('T1', 'B', 40, 101), ev('T1', 'B', 41, 102)], day0 + 48 * H);
    const { drivers, unattributedMiles } = driverTotals(byDay, sessions, bounds);
    expect(drivers).toEqual([{ DriverID: 'A', totalMiles: 940.4, teamMiles: 0 }, { DriverID: 'B', totalMiles: 640.4, teamMiles: 640.4 }]);
    const tractorMiles = 940.4;
    expect(drivers.reduce((s, d) => s + d.totalMiles - d.teamMiles, 0) + unattributedMiles).toBeCloseTo(tractorMiles, 6);
  });
});

describe('ELD mileage: the 90-day moving average', () => {
  it('is the mean of the days of the last 90 that have data, not of all 90', () => {
    const fleet = [{ date: '2026-10-01', miles: 1000 }, { date: '2026-10-20', miles: 2000 }, { date: '2026-11-01', miles: 3000 }];
    const [a, b] = movingAverages(fleet, ['2026-11-01', '2026-11-02']);
    expect(a).toEqual({ date: '2026-11-01', miles: 3000, movingAverage: 2000 });
    expect(b).toEqual({ date: '2026-11-02', miles: null, movingAverage: 2000 });
  });

  it('drops a day once it is 90 days old and says no data when the window has none', () => {
    const fleet = [{ date: '2026-07-31', miles: 900 }, { date: '2026-10-29', miles: 300 }];
    // 2026-07-31 is 90 days before 2026-10-29, just outside its window; 2027-01-26 is the last day 2026-10-29 is inside.
    const [first, last] = movingAverages(fleet, ['2026-10-29', '2027-01-26']);
    expect(first!.movingAverage).toBe(300);
    expect(last!.movingAverage).toBe(300);
    expect(movingAverages(fleet, ['2027-01-27'])[0]!.movingAverage).toBeNull();
  });
});

describe('ELD query', () => {
  it('refuses a range over 90 days naming to, and half a range naming the missing end', () => {
    const long = eldQuery.safeParse({ from: '2026-01-01', to: '2026-04-01' });
    expect(long.success).toBe(false);
    expect(long.error!.issues[0]!.path).toEqual(['to']);
    expect(eldQuery.safeParse({ from: '2026-01-01', to: '2026-03-31' }).success).toBe(true);
    expect(eldQuery.safeParse({ from: '2026-01-01' }).error!.issues[0]!.path).toEqual(['to']);
    expect(eldQuery.safeParse({ from: '2026-01-05', to: '2026-01-01' }).error!.issues[0]!.path).toEqual(['to']);
  });

  it('reads tractor and driver lists, bounded, and refuses a bad id naming the list', () => {
    expect(eldQuery.parse({ tractors: '410200, 410201,410200', includeDaily: 'true' })).toEqual({ tractors: ['410200', '410201'], includeDaily: true });
    expect(eldQuery.safeParse({ tractors: Array.from({ length: 201 }, (_, i) => String(400000 + i)).join(',') }).error!.issues[0]!.path).toEqual(['tractors']);
    expect(eldQuery.safeParse({ drivers: 'a b' }).error!.issues[0]!.path).toEqual(['drivers']);
    expect(eldQuery.safeParse({ includeDaily: 'yes' }).error!.issues[0]!.path).toEqual(['includeDaily']);
  });
});
