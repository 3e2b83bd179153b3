import { todayIn } from '#shared/dates/time-zone';
import type { EldDashboard, EldQuery } from '#shared/reports/dashboard-api';
import {
  daysOf, driverTotals, logSessions, MOVING_AVERAGE_DAYS, movingAverages, sumMiles, tenthsByTractorDay, tractorTotals, type LogEvent,
} from '#shared/reports/eld-mileage';
import { shiftDay, wallClockToEpochMs } from '#shared/telematics/local-day';
import { driverEntity } from '#lambdas/data/entities/driver';
import { driverLogEventEntity } from '#lambdas/data/entities/driver-log-event';
import { fleetDayMileageEntity } from '#lambdas/data/entities/fleet-day-mileage';
import { tractorDayMileageEntity } from '#lambdas/data/entities/tractor-day-mileage';
import { companyZone } from '#lambdas/data/company-zone';
import { mapBounded } from '#lambdas/data/map-bounded';

/** Spec part 2 §9: daily mileage totals show the newest 14 days; the range opens on them. */
export const DEFAULT_RANGE_DAYS = 14;
/** Tractors whose log-ins are read at once. */
const TRACTOR_READS = 16;

function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = from.slice(0, 7); m <= to.slice(0, 7);) {
    months.push(m);
    const [y, mo] = m.split('-').map(Number) as [number, number];
    m = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
  }
  return months;
}

function yearsOf(from: string, to: string): string[] {
  const years: string[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) years.push(String(y));
  return years;
}

/** The tractors' daily state-mileage rows of the range: one gsi1 query per month. */
async function dayRows(companyId: string, from: string, to: string, tractors: ReadonlySet<string> | undefined) {
  const months = await Promise.all(monthsOf(from, to).map((month) => tractorDayMileageEntity().query.byMonth({ companyId, month })
    .go({ pages: 'all', attributes: ['VehicleID', 'date', 'miles'] })));
  return months.flatMap(({ data }) => data).filter((r) => r.date >= from && r.date <= to && (!tractors || tractors.has(r.VehicleID)));
}

/** The fleet's daily miles from 89 days before the range to its end (the first day's whole window). */
async function fleetDays(companyId: string, from: string, to: string) {
  const first = shiftDay(from, -(MOVING_AVERAGE_DAYS - 1));
  const years = await Promise.all(yearsOf(first, to).map((year) => fleetDayMileageEntity().query.byYear({ companyId, year })
    .between({ date: first }, { date: to }).go({ pages: 'all', attributes: ['date', 'miles'] })));
  return years.flatMap(({ data }) => data).map((d) => ({ date: d.date, miles: d.miles ?? 0 }));
}

/** A tractor's log events of the range, with the last one before it (who was logged in as it opened). */
async function tractorLogEvents(companyId: string, VehicleID: string, start: string, end: string): Promise<LogEvent[]> {
  const events = driverLogEventEntity().query.byTractor({ companyId, VehicleID });
  const attributes = ['DriverID', 'code', 'posTimeStamp'] as const;
  const [before, within] = await Promise.all([
    events.lt({ posTimeStamp: start }).go({ order: 'desc', limit: 1, attributes: [...attributes] }),
    events.between({ posTimeStamp: start }, { posTimeStamp: end }).go({ pages: 'all', attributes: [...attributes] }),
  ]);
  return [...before.data, ...within.data]
    .filter((e) => e.posTimeStamp < end)
    .map((e) => ({ VehicleID, DriverID: e.DriverID, code: e.code, at: Date.parse(e.posTimeStamp) }));
}

/**
 * The ELD mileage dashboard of a range of the company's local days. Driver miles: each tractor-day goes to
 * the driver logged into the tractor for most of that day, because the feed stores miles per tractor,
 * day and state rather than per segment (fleet rules allow it).
 */
export async function eldDashboard(companyId: string, query: EldQuery): Promise<EldDashboard> {
  const zone = await companyZone(companyId);
  const to = query.to ?? todayIn(zone);
  const from = query.from ?? shiftDay(to, -(DEFAULT_RANGE_DAYS - 1));
  const days = daysOf(from, to);
  const tractorFilter = query.tractors?.length ? new Set(query.tractors) : undefined;
  const dayStart = (day: string) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return wallClockToEpochMs(y, m, d, 0, 0, 0, zone);
  };
  const bounds = (day: string) => ({ start: dayStart(day), end: dayStart(shiftDay(day, 1)) });
  const rangeStart = new Date(dayStart(from)).toISOString();
  const rangeEnd = new Date(dayStart(shiftDay(to, 1))).toISOString();

  const [rows, fleet, drivers] = await Promise.all([
    dayRows(companyId, from, to, tractorFilter),
    fleetDays(companyId, from, to),
    driverEntity().query.byDriverId({ companyId }).go({ pages: 'all', attributes: ['DriverID', 'DisplayName'] }),
  ]);
  const byDay = tenthsByTractorDay(rows);
  const events = (await mapBounded([...byDay.keys()], TRACTOR_READS, (v) => tractorLogEvents(companyId, v, rangeStart, rangeEnd))).flat();
  const sessions = logSessions(events, Date.parse(rangeEnd));
  const tractorChart = tractorTotals(byDay, days, query.includeDaily === true);
  const attribution = driverTotals(byDay, sessions, bounds);
  const names = new Map(drivers.data.map((d) => [d.DriverID, d.DisplayName]));
  const driverFilter = query.drivers?.length ? new Set(query.drivers) : undefined;
  const driverChartData = attribution.drivers
    .filter((d) => !driverFilter || driverFilter.has(d.DriverID))
    .map((d) => ({ ...d, ...(names.get(d.DriverID) ? { DisplayName: names.get(d.DriverID)! } : {}) }));
  return {
    from,
    to,
    tractorChart,
    driverChartData,
    unattributedMiles: attribution.unattributedMiles,
    fleetDaily: movingAverages(fleet, days),
    totals: { tractorMiles: sumMiles(tractorChart.map((t) => t.totalMiles)), driverMiles: sumMiles(driverChartData.map((d) => d.totalMiles)) },
  };
}
