/** The IVMR week as the office sees it: Saturdays, the window's days, totals and the week's files (fleet-rules "Positions, IVMR rows"). */

import { toCsv } from '#shared/csv/write-csv';

const DAY_MS = 86_400_000;
/** fleet-rules: the window opens at 00:00 of weekEnding − 5 days. */
const WINDOW_DAYS_BEFORE = 5;
/** Spec exportIVMRtoZip: a zip covers at most a quarter. */
export const MAX_ZIP_WEEKS = 13;
/** Exceptions kept on a week (a glitching odometer can make hundreds); their count is kept whole. */
export const MAX_EXCEPTIONS = 100;

export interface IvmrDayRow { date: string; state: string; odoStart: number; odoStop: number; miles: number }
/** An odometer or Mexico exception with its miles, or a day of the window without a position (fleet-rules "Coverage"). */
export type IvmrWeekException =
  | { kind: 'backwards' | 'mx' | 'gap'; miles: number; from: string; to: string }
  | { kind: 'uncovered'; date: string };
export type IvmrWeekStatus = 'none' | 'draft' | 'approved';
/** A day's trips of the tractor: where it started and ended and the stops between (the IVMR's origin, destination and route). */
export interface IvmrDayRoute { date: string; origin: string; destination: string; route: string; trips: number }
/** A trip as the pay statement records it: its start day and its leg. */
export interface IvmrTrip { date: string; origin: string; destination: string }
/** Trips of one tractor-week read from the statement: far above a real week (a few legs a day). */
export const MAX_WEEK_TRIPS = 100;
/** Characters of a place kept on a route (terminal codes and spot names are short). */
const MAX_PLACE = 40;

/** One tractor's week: stored (imported or created) or computed now from positions. */
export interface IvmrTractorWeek {
  VehicleID: string;
  Vin: string;
  Domicile: string;
  WeekEnding: string;
  status: IvmrWeekStatus;
  /** Where the rows come from: the stored approval record or positions read now. */
  source: 'stored' | 'computed';
  OdoStart: number | null;
  OdoStop: number | null;
  miles: number;
  states: string[];
  ivmrRows: IvmrDayRow[];
  exceptions: IvmrWeekException[];
  /** Every exception of the week, also those past MAX_EXCEPTIONS left out of `exceptions`. */
  exceptionCount: number;
  /** DriverIDs of the week's drivers (log-in events). */
  drivenBy: string[];
  /** The same drivers as the report shows them, "Jake Miller (1004512)"; frozen on the record when approved. */
  drivers: string[];
  /** Each window day's origin, destination and route from the pay statement's trips; frozen on the record when approved. */
  routes: IvmrDayRoute[];
  /** Why a week with exceptions was approved all the same (required then; fleet-rules "Approval"). */
  approvalReason?: string;
  reportId?: string;
  approvedBy?: string;
  approvedAt?: string;
  importBatchId?: string;
}

export interface IvmrWeekView {
  weekEnding: string;
  windowFirstDay: string;
  tractors: IvmrTractorWeek[];
  totalMiles: number;
}

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(dayMs(value)) && dayOf(dayMs(value)) === value;
}

export function isSaturday(day: string): boolean {
  return isIsoDay(day) && new Date(dayMs(day)).getUTCDay() === 6;
}

export function addDays(day: string, days: number): string {
  return dayOf(dayMs(day) + days * DAY_MS);
}

/** The local days the week's window covers, Monday to the Saturday ending it. */
export function windowDays(weekEnding: string): string[] {
  return Array.from({ length: WINDOW_DAYS_BEFORE + 1 }, (_, i) => addDays(weekEnding, i - WINDOW_DAYS_BEFORE));
}

/** The Saturday ending the week that holds `day` (itself when a Saturday). */
export function weekEndingOf(day: string): string {
  return addDays(day, (6 - new Date(dayMs(day)).getUTCDay()) % 7);
}

/** Saturdays from `from` to `to`, both inclusive. */
export function saturdaysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let day = weekEndingOf(from); day <= to; day = addDays(day, 7)) out.push(day);
  return out;
}

/** Whole weeks between two days (the zip's bound). */
export function weeksApart(from: string, to: string): number {
  return (dayMs(to) - dayMs(from)) / (7 * DAY_MS);
}

/** Miles to one decimal, added exactly in tenths so totals equal the sum of the rows shown. */
export function sumMiles(values: readonly number[]): number {
  return values.reduce((acc, v) => acc + Math.round(v * 10), 0) / 10;
}

/** States in the order first driven in. */
export function statesOf(rows: readonly IvmrDayRow[]): string[] {
  return [...new Set(rows.map((r) => r.state))];
}

/**
 * Drivers of the week from the log-in events (101 in; 102, 103, 104 out): the one logged in when the
 * window opens, then each that logs in during it, in order, once each.
 */
export function drivenByFromLogIns(before: { DriverID: string; code: number } | undefined, inWindow: readonly { DriverID: string; code: number }[]): string[] {
  const drivers: string[] = [];
  if (before?.code === 101) drivers.push(before.DriverID);
  for (const event of inWindow) if (event.code === 101 && !drivers.includes(event.DriverID)) drivers.push(event.DriverID);
  return drivers;
}

/**
 * A record computed from positions and not yet approved: never trusted as stored, since positions can
 * arrive after it was saved and the rule (coverage) may be newer than it. An imported week has no
 * positions to recompute from and stays as imported.
 */
export function isPositionDraft(record: { Approved?: boolean; importBatchId?: string }): boolean {
  return record.Approved !== true && !record.importBatchId;
}

/** A driver as the IVMR names him: "Jake Miller (1004512)", or his DriverID alone when the company has no such driver. */
export function driverLabel(DriverID: string, name: string | undefined): string {
  const shown = (name ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
  return shown ? `${shown} (${DriverID})` : DriverID;
}

/**
 * Each window day's origin, destination and route from the tractor's trips in driving order: the first
 * trip's origin, then every place it drove to (a trip starting elsewhere than the last one ended adds its
 * origin too), so the route reads as driven. Trips dated outside the window or without a leg are left out.
 */
export function dayRoutes(weekEnding: string, trips: readonly IvmrTrip[]): IvmrDayRoute[] {
  const days = windowDays(weekEnding);
  const place = (text: string) => text.trim().replace(/\s+/g, ' ').slice(0, MAX_PLACE);
  return days.flatMap((date) => {
    const legs = trips.filter((t) => t.date === date).map((t) => ({ origin: place(t.origin), destination: place(t.destination) })).filter((t) => t.origin && t.destination);
    if (legs.length === 0) return [];
    const stops = [legs[0]!.origin];
    for (const leg of legs) {
      if (leg.origin !== stops.at(-1)) stops.push(leg.origin);
      stops.push(leg.destination);
    }
    return [{ date, origin: stops[0]!, destination: stops.at(-1)!, route: stops.join(' → '), trips: legs.length }];
  });
}

/** fleet-rules "Coverage": a window day an imported week has no row for is an uncovered day, like a day without positions. */
export function importedUncovered(weekEnding: string, rows: readonly IvmrDayRow[], exceptions: readonly IvmrWeekException[]): IvmrWeekException[] {
  const known = new Set([...rows.map((r) => r.date), ...exceptions.flatMap((e) => (e.kind === 'uncovered' ? [e.date] : []))]);
  return windowDays(weekEnding).filter((day) => !known.has(day)).map((date) => ({ kind: 'uncovered', date }));
}

/** A name safe in a file system and a zip: letters, digits, spaces, dots, dashes and underscores. */
export function safeFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9 ._-]+/g, '').trim().replace(/\s+/g, ' ') || 'company';
}

/** Spec exportIVMRtoZip: named after the company and the range. */
export function ivmrZipName(companyName: string, from: string, to: string): string {
  return `${safeFileName(companyName)}-IVMR-${from}-to-${to}.zip`;
}

/** `IVMR {VehicleID} week ending {WeekEnding}.{ext}` */
export function ivmrFileName(VehicleID: string, WeekEnding: string, ext: 'pdf' | 'csv' | 'xlsx'): string {
  return `IVMR ${safeFileName(VehicleID)} week ending ${WeekEnding}.${ext}`;
}

const CSV_HEADER = [
  'VehicleID', 'VIN', 'Domicile', 'WeekEnding', 'Date', 'State', 'OdoStart', 'OdoStop', 'Miles', 'Origin', 'Destination', 'Route', 'Drivers', 'Status', 'Exceptions', 'Reason',
];

/**
 * The rows of tractor-weeks for a spreadsheet: one per date and state with that day's origin, destination
 * and route, then the week's total (the week's first origin and last destination). A day with trips but
 * no miles gets a row of its own so no trip is left out of the file.
 */
export function ivmrTableRows(weeks: readonly IvmrTractorWeek[], withTotals: boolean): Array<Array<string | number>> {
  const out: Array<Array<string | number>> = [CSV_HEADER];
  for (const week of weeks) {
    const unit = [week.VehicleID, week.Vin, week.Domicile, week.WeekEnding];
    const tail = [week.drivers.join('; '), week.status, week.exceptionCount, week.approvalReason ?? ''];
    const route = (date: string) => {
      const day = week.routes.find((r) => r.date === date);
      return day ? [day.origin, day.destination, day.route] : ['', '', ''];
    };
    const lines = [
      ...week.ivmrRows.map((row) => ({ date: row.date, cells: [row.date, row.state, row.odoStart, row.odoStop, row.miles] as Array<string | number> })),
      ...week.routes.filter((r) => !week.ivmrRows.some((row) => row.date === r.date)).map((r) => ({ date: r.date, cells: [r.date, '', '', '', 0] as Array<string | number> })),
    ].sort((a, b) => a.date.localeCompare(b.date));
    for (const line of lines) out.push([...unit, ...line.cells, ...route(line.date), ...tail]);
    const first = week.routes[0], last = week.routes.at(-1);
    if (withTotals) out.push([...unit, 'Total', statesOf(week.ivmrRows).join(' '), week.OdoStart ?? '', week.OdoStop ?? '', week.miles, first?.origin ?? '', last?.destination ?? '', '', ...tail]);
  }
  return out;
}

/** CSV with a header row (auditors do not accept a PDF alone). */
export function ivmrCsv(weeks: readonly IvmrTractorWeek[], withTotals = true): string {
  const [, ...rows] = ivmrTableRows(weeks, withTotals);
  return toCsv(CSV_HEADER, rows);
}
