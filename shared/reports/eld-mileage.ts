import { shiftDay } from '#shared/telematics/local-day';

/**
 * The ELD mileage dashboard (fleet rules "ELD mileage dashboard", spec getEldDashboardData): tractor and
 * driver totals over a range of local days with a daily breakdown, and the 90-day moving average of the
 * fleet's daily miles. Miles are counted in tenths as integers, so every total is exactly the sum of the
 * bars and rows it stands beside.
 */

/** Spec part 2 §9: moving-average charts use a 90-day window. */
export const MOVING_AVERAGE_DAYS = 90;
/** Driver log events (telematics): 101 logs in; 102, 103 and 104 end the log-in. */
export const LOG_IN = 101;
export const LOG_OUTS: readonly number[] = [102, 103, 104];

/** One stored tractor-day-state row (tractorDayMileage). */
export interface DayMileageRow {
  VehicleID: string;
  date: string;
  miles?: number | undefined;
}

export interface LogEvent {
  VehicleID: string;
  DriverID: string;
  /** Epoch milliseconds. */
  at: number;
  code: number;
}

/** A driver logged into a tractor from `start` until `end` (epoch ms; `end` is the range end when still logged in). */
export interface LogSession {
  VehicleID: string;
  DriverID: string;
  start: number;
  end: number;
}

export interface DailyMiles {
  date: string;
  miles: number;
}

export interface TractorMileage {
  vehicleId: string;
  totalMiles: number;
  dailyBreakdown?: DailyMiles[];
}

export interface DriverMileage {
  DriverID: string;
  totalMiles: number;
  /** Of the total, the miles of days he drove as a team co-driver (also in his partner's total). */
  teamMiles: number;
}

export interface FleetDay {
  date: string;
  /** The fleet's miles that day; null when the feed stored none. */
  miles: number | null;
  /** Mean of the days of the last 90 (this one included) that have data; null when none has. */
  movingAverage: number | null;
}

const tenths = (miles: number | undefined): number => Math.round((miles ?? 0) * 10);
const fromTenths = (t: number): number => t / 10 + 0;

/** Every day from `from` to `to`, both included (YYYY-MM-DD). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = shiftDay(d, 1)) days.push(d);
  return days;
}

/** Whole days from `from` to `to`, both included. */
export function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** A tractor's miles by day in tenths: its state rows of a day added (a day may cross state lines). */
export function tenthsByTractorDay(rows: readonly DayMileageRow[]): Map<string, Map<string, number>> {
  const out = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const days = out.get(row.VehicleID) ?? new Map<string, number>();
    days.set(row.date, (days.get(row.date) ?? 0) + tenths(row.miles));
    out.set(row.VehicleID, days);
  }
  return out;
}

/** Tractor totals, largest first; each total is the sum of its daily bars. */
export function tractorTotals(byDay: Map<string, Map<string, number>>, days: readonly string[], includeDaily: boolean): TractorMileage[] {
  const rows = [...byDay].map(([vehicleId, perDay]) => {
    const daily = days.map((date) => ({ date, tenths: perDay.get(date) ?? 0 }));
    const total = daily.reduce((s, d) => s + d.tenths, 0);
    return {
      vehicleId,
      totalMiles: fromTenths(total),
      ...(includeDaily ? { dailyBreakdown: daily.map((d) => ({ date: d.date, miles: fromTenths(d.tenths) })) } : {}),
    };
  });
  return rows.sort((a, b) => b.totalMiles - a.totalMiles || a.vehicleId.localeCompare(b.vehicleId));
}

/**
 * Log-in sessions from the events in time order (fleet rules: a driver is logged in from his 101 until his
 * 102, 103 or 104). Each driver's session is his own: a second driver logging into the tractor is a team
 * co-driver and does not end the first one's; a driver's new 101 while he is logged in starts his session
 * again. A session still open at the end runs to `until`.
 */
export function logSessions(events: readonly LogEvent[], until: number): LogSession[] {
  const sessions: LogSession[] = [];
  const open = new Map<string, LogEvent>();
  const sorted = [...events].sort((a, b) => a.at - b.at);
  const close = (opened: LogEvent, at: number) => sessions.push({ VehicleID: opened.VehicleID, DriverID: opened.DriverID, start: opened.at, end: at });
  for (const e of sorted) {
    const key = `${e.VehicleID}\u0000${e.DriverID}`;
    const current = open.get(key);
    if (e.code === LOG_IN) {
      if (current) close(current, e.at);
      open.set(key, e);
    } else if (LOG_OUTS.includes(e.code) && current) {
      close(current, e.at);
      open.delete(key);
    }
  }
  for (const e of open.values()) if (until > e.at) close(e, until);
  return sessions.sort((a, b) => a.start - b.start || a.DriverID.localeCompare(b.DriverID));
}

/**
 * The driver a tractor-day's miles go to: the one logged into the tractor longest within that local day
 * (`dayStart` to `dayEnd`, epoch ms); on a tie the one who logged in first. Undefined when nobody was.
 */
export function driverOfDay(sessions: readonly LogSession[], dayStart: number, dayEnd: number): string | undefined {
  const time = new Map<string, { ms: number; first: number }>();
  for (const s of sessions) {
    const ms = Math.min(s.end, dayEnd) - Math.max(s.start, dayStart);
    if (ms <= 0) continue;
    const t = time.get(s.DriverID) ?? { ms: 0, first: s.start };
    time.set(s.DriverID, { ms: t.ms + ms, first: Math.min(t.first, s.start) });
  }
  let best: [string, { ms: number; first: number }] | undefined;
  for (const entry of time) {
    if (!best || entry[1].ms > best[1].ms || (entry[1].ms === best[1].ms && entry[1].first < best[1].first)) best = entry;
  }
  return best?.[0];
}

export interface DriverAttribution {
  drivers: DriverMileage[];
  /** Miles of tractor-days when no driver was logged in. */
  unattributedMiles: number;
}

/** The team co-drivers of a tractor-day's driver: others logged into the tractor at the same time as him within the day. */
export function coDriversOfDay(sessions: readonly LogSession[], driver: string, dayStart: number, dayEnd: number): string[] {
  const clip = (s: LogSession) => ({ start: Math.max(s.start, dayStart), end: Math.min(s.end, dayEnd) });
  const his = sessions.filter((s) => s.DriverID === driver).map(clip).filter((s) => s.end > s.start);
  const partners = new Set<string>();
  for (const s of sessions) {
    if (s.DriverID === driver) continue;
    const c = clip(s);
    if (his.some((h) => c.start < h.end && h.start < c.end)) partners.add(s.DriverID);
  }
  return [...partners].sort();
}

/**
 * Driver totals: each tractor-day's miles go to the driver logged in for most of that day (the feed stores
 * miles per tractor, day and state, not per segment) and, as a team's miles are paid to both drivers
 * (pay rules), to each co-driver logged in with him; a driver's `teamMiles` are the miles he got as a
 * co-driver. Driver totals minus their team miles, plus the miles of days nobody was logged in, equal the
 * tractor totals. `dayBounds` gives a local day's start and end.
 */
export function driverTotals(
  byDay: Map<string, Map<string, number>>,
  sessions: readonly LogSession[],
  dayBounds: (day: string) => { start: number; end: number },
): DriverAttribution {
  const byTractor = new Map<string, LogSession[]>();
  for (const s of sessions) byTractor.set(s.VehicleID, [...(byTractor.get(s.VehicleID) ?? []), s]);
  const perDriver = new Map<string, { total: number; team: number }>();
  const add = (driver: string, t: number, asCoDriver: boolean) => {
    const sum = perDriver.get(driver) ?? { total: 0, team: 0 };
    perDriver.set(driver, { total: sum.total + t, team: sum.team + (asCoDriver ? t : 0) });
  };
  let unattributed = 0;
  for (const [vehicleId, perDay] of byDay) {
    const own = byTractor.get(vehicleId) ?? [];
    for (const [day, t] of perDay) {
      if (t === 0) continue;
      const { start, end } = dayBounds(day);
      const driver = driverOfDay(own, start, end);
      if (driver === undefined) {
        unattributed += t;
        continue;
      }
      add(driver, t, false);
      for (const partner of coDriversOfDay(own, driver, start, end)) add(partner, t, true);
    }
  }
  const drivers = [...perDriver].map(([DriverID, sum]) => ({ DriverID, totalMiles: fromTenths(sum.total), teamMiles: fromTenths(sum.team) }));
  drivers.sort((a, b) => b.totalMiles - a.totalMiles || a.DriverID.localeCompare(b.DriverID));
  return { drivers, unattributedMiles: fromTenths(unattributed) };
}

/**
 * The fleet's miles each day of the range with the 90-day moving average: the mean over the days of the
 * 90 ending that day that have data (fleet rules), so days the feed was silent do not pull it down.
 * `fleetDays` must cover the 89 days before `days[0]` for the first averages to be whole.
 */
export function movingAverages(fleetDays: readonly DailyMiles[], days: readonly string[], window = MOVING_AVERAGE_DAYS): FleetDay[] {
  const byDate = new Map(fleetDays.map((d) => [d.date, tenths(d.miles)]));
  return days.map((date) => {
    let sum = 0;
    let count = 0;
    for (let i = 0, d = date; i < window; i++, d = shiftDay(d, -1)) {
      const t = byDate.get(d);
      if (t === undefined) continue;
      sum += t;
      count += 1;
    }
    const own = byDate.get(date);
    return {
      date,
      miles: own === undefined ? null : fromTenths(own),
      movingAverage: count === 0 ? null : Math.round(sum / count) / 10,
    };
  });
}

/** The sum of miles values in tenths, so a shown total equals its bars. */
export function sumMiles(values: readonly number[]): number {
  return fromTenths(values.reduce((s, v) => s + tenths(v), 0));
}
