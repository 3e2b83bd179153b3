import { formatIsoDate } from '#shared/dates/calendar-day';
import { tryReadDate } from '#shared/dates/read-date';
import { computeIvmr, type IvmrException } from '#shared/fleet/ivmr';
import {
  dayRoutes, driverLabel, drivenByFromLogIns, importedUncovered, isPositionDraft, MAX_EXCEPTIONS, MAX_WEEK_TRIPS, statesOf, sumMiles, windowDays,
  type IvmrDayRoute, type IvmrTractorWeek, type IvmrWeekException, type IvmrWeekView,
} from '#shared/reports/ivmr-week';
import { inDrivingOrder } from '#shared/trips/broken-legs';
import { driverEntity } from '#lambdas/data/entities/driver';
import { driverLogEventEntity } from '#lambdas/data/entities/driver-log-event';
import { tripLogEntity } from '#lambdas/data/entities/trip-log';
import { ivmrApprovalEntity, type IvmrApprovalItem } from '#lambdas/data/entities/ivmr-approval';
import { positionEntity } from '#lambdas/data/entities/position';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { companyZone } from '#lambdas/data/company-zone';
import { mapBounded } from '#lambdas/data/map-bounded';

/** Tractors whose positions are read at once: 6 day partitions each, so ≤ 48 queries in flight. */
const TRACTORS_AT_ONCE = 8;
/** Log-in events of one tractor in one week: far above a real week (a handful of log-ins a day). */
const LOG_EVENTS_LIMIT = 500;

export interface WeekTractor { VehicleID: string; Vin: string; Domicile: string }

export async function activeTractors(companyId: string): Promise<WeekTractor[]> {
  const { data } = await tractorEntity().query.byVehicleId({ companyId }).go({ pages: 'all', attributes: ['VehicleID', 'Vin', 'Domicile', 'Active'] });
  return data.filter((t) => t.Active !== false).map((t) => ({ VehicleID: t.VehicleID!, Vin: t.Vin ?? '', Domicile: t.Domicile ?? '' }));
}

export async function weekApprovals(companyId: string, WeekEnding: string): Promise<Map<string, IvmrApprovalItem>> {
  const { data } = await ivmrApprovalEntity().query.byWeek({ companyId, WeekEnding }).go({ pages: 'all' });
  return new Map(data.map((a) => [a.VehicleID, a]));
}

/** The company's drivers' names by DriverID, to name the week's drivers on the report. */
export async function driverNames(companyId: string): Promise<Map<string, string>> {
  const { data } = await driverEntity().query.byDriverId({ companyId }).go({ pages: 'all', attributes: ['DriverID', 'DisplayName', 'FirstName', 'LastName'] });
  return new Map(data.map((d) => [d.DriverID!, d.DisplayName || `${d.FirstName ?? ''} ${d.LastName ?? ''}`.trim()]));
}

/**
 * The tractor's trips of the week from the imported pay statement (its pay run is the same Saturday): the
 * trips FedEx paid for, each dated with its leg's origin and destination, in driving order.
 */
export async function weekRoutes(companyId: string, VehicleID: string, weekEnding: string): Promise<IvmrDayRoute[]> {
  const { data } = await tripLogEntity().query.byVehicle({ companyId, PayRunID: weekEnding, VehicleID })
    .go({ limit: MAX_WEEK_TRIPS, attributes: ['PayRunID', 'TripNumber', 'StatementOrderIndex', 'TripStartDate', 'LegOrg', 'LegDest'] });
  const trips = inDrivingOrder(data.map((t) => ({ PayRunID: t.PayRunID!, TripNumber: t.TripNumber!, StatementOrderIndex: t.StatementOrderIndex ?? 0, TripStartDate: t.TripStartDate, LegOrg: t.LegOrg, LegDest: t.LegDest })));
  return dayRoutes(weekEnding, trips.flatMap((t) => {
    const day = tryReadDate(t.TripStartDate ?? '');
    return day === undefined ? [] : [{ date: formatIsoDate(day), origin: t.LegOrg ?? '', destination: t.LegDest ?? '' }];
  }));
}

/** The window's instants as fleet-rules computes them, from one computation on no positions. */
function windowOf(VehicleID: string, weekEnding: string, timeZone: string) {
  const empty = computeIvmr({ weekEnding, VehicleID, timeZone, positions: [] });
  return { start: empty.windowStart, end: empty.windowEnd };
}

async function drivenBy(companyId: string, VehicleID: string, window: { start: string; end: string }): Promise<string[]> {
  const events = driverLogEventEntity().query.byTractor({ companyId, VehicleID });
  const [before, inWindow] = await Promise.all([
    events.lt({ posTimeStamp: window.start }).go({ order: 'desc', limit: 1, attributes: ['DriverID', 'code'] }),
    events.between({ posTimeStamp: window.start }, { posTimeStamp: window.end }).go({ limit: LOG_EVENTS_LIMIT, attributes: ['DriverID', 'code', 'posTimeStamp'] }),
  ]);
  const last = before.data[0];
  return drivenByFromLogIns(last ? { DriverID: last.DriverID!, code: last.code! } : undefined, inWindow.data.filter((e) => e.posTimeStamp! < window.end).map((e) => ({ DriverID: e.DriverID!, code: e.code! })));
}

/** An exception as the week keeps it: an uncovered day by its date, the others by their miles and instants. */
export function weekException(e: { kind: IvmrWeekException['kind']; date?: string; miles?: number; from?: string; to?: string }): IvmrWeekException {
  return e.kind === 'uncovered' ? { kind: 'uncovered', date: e.date ?? '' } : { kind: e.kind, miles: e.miles ?? 0, from: e.from ?? '', to: e.to ?? '' };
}

/**
 * The exceptions a week keeps: every uncovered day (at most six), and of the odometer exceptions, which a
 * glitch can make by the hundred, the first that fit under MAX_EXCEPTIONS; the order stays the rule's.
 */
export function keptExceptions(all: readonly IvmrException[]): IvmrWeekException[] {
  const room = MAX_EXCEPTIONS - all.filter((e) => e.kind === 'uncovered').length;
  let odometer = 0;
  return all.filter((e) => e.kind === 'uncovered' || ++odometer <= room).map(weekException);
}

/** A tractor's week computed now from the positions of the window's local days (each day one partition). */
export async function computedWeek(companyId: string, tractor: WeekTractor, weekEnding: string, timeZone: string, names: ReadonlyMap<string, string>): Promise<IvmrTractorWeek> {
  const window = windowOf(tractor.VehicleID, weekEnding, timeZone);
  const [days, drivers, routes] = await Promise.all([
    Promise.all(windowDays(weekEnding).map((day) => positionEntity().query.byTractorDay({ companyId, VehicleID: tractor.VehicleID, day })
      .go({ pages: 'all', attributes: ['posTimeStamp', 'odometer', 'stateProv', 'country'] }))),
    drivenBy(companyId, tractor.VehicleID, window),
    weekRoutes(companyId, tractor.VehicleID, weekEnding),
  ]);
  const positions = days.flatMap((d) => d.data).map((p) => ({ posTimeStamp: p.posTimeStamp, odometer: p.odometer, stateProv: p.stateProv, country: p.country }));
  const result = computeIvmr({ weekEnding, VehicleID: tractor.VehicleID, timeZone, positions });
  const ivmrRows = result.ivmrRows.map((r) => ({ date: r.date, state: r.state, odoStart: r.odoStart, odoStop: r.odoStop, miles: r.miles }));
  return {
    ...tractor, WeekEnding: weekEnding, status: 'none', source: 'computed',
    OdoStart: result.OdoStart, OdoStop: result.OdoStop, miles: sumMiles(ivmrRows.map((r) => r.miles)), states: statesOf(ivmrRows), ivmrRows,
    exceptions: keptExceptions(result.exceptions),
    exceptionCount: result.exceptions.length,
    drivenBy: drivers,
    drivers: drivers.map((id) => driverLabel(id, names.get(id))),
    routes,
  };
}

/**
 * A stored record as the week view shows it. An approved week shows the drivers and routes frozen on it
 * (a week approved before they were kept names its drivers as known now). An imported week, which has
 * no positions, counts each window day without a row as uncovered (fleet-rules "Coverage").
 */
export function storedWeek(tractor: WeekTractor, item: IvmrApprovalItem, names: ReadonlyMap<string, string>, routes: IvmrDayRoute[]): IvmrTractorWeek {
  const ivmrRows = (item.ivmrRows ?? []).map((r) => ({ date: r.date, state: r.state, odoStart: r.odoStart, odoStop: r.odoStop, miles: r.miles }));
  const kept = (item.exceptions ?? []).map(weekException);
  const uncovered = item.importBatchId && !item.Approved ? importedUncovered(item.WeekEnding, ivmrRows, kept) : [];
  const drivenBy = item.drivenBy ?? [];
  return {
    ...tractor, Domicile: item.Domicile || tractor.Domicile, WeekEnding: item.WeekEnding, status: item.Approved ? 'approved' : 'draft', source: 'stored',
    OdoStart: item.OdoStart ?? null, OdoStop: item.OdoStop ?? null, miles: sumMiles(ivmrRows.map((r) => r.miles)), states: statesOf(ivmrRows), ivmrRows,
    exceptions: [...kept, ...uncovered],
    exceptionCount: (item.exceptionCount ?? item.exceptions?.length ?? 0) + uncovered.length,
    drivenBy,
    drivers: item.Approved && item.drivers ? item.drivers : drivenBy.map((id) => driverLabel(id, names.get(id))),
    routes: item.Approved ? (item.routes ?? []) : routes,
    ...(item.approvalReason ? { approvalReason: item.approvalReason } : {}),
    ...(item.reportId ? { reportId: item.reportId } : {}),
    ...(item.approvedBy ? { approvedBy: item.approvedBy } : {}),
    ...(item.approvedAt ? { approvedAt: item.approvedAt } : {}),
    ...(item.importBatchId ? { importBatchId: item.importBatchId } : {}),
  };
}

/**
 * A tractor's week as it stands now: with no record, computed from positions; a draft computed from
 * positions, computed again (a draft saved before the coverage rule or before late positions arrived must
 * never show, nor be approved with, stale figures); an imported draft or an approved week, as stored.
 */
export async function currentWeek(companyId: string, tractor: WeekTractor, item: IvmrApprovalItem | undefined, weekEnding: string, timeZone: string, names: ReadonlyMap<string, string>): Promise<IvmrTractorWeek> {
  if (!item) return computedWeek(companyId, tractor, weekEnding, timeZone, names);
  if (isPositionDraft(item)) return { ...(await computedWeek(companyId, { ...tractor, Domicile: item.Domicile || tractor.Domicile }, weekEnding, timeZone, names)), status: 'draft' };
  return storedWeek(tractor, item, names, item.Approved ? [] : await weekRoutes(companyId, tractor.VehicleID, weekEnding));
}

/**
 * Every active tractor's week as it stands now (currentWeek). A stored record of a tractor no longer
 * active is still shown (an approved week stays on file).
 */
export async function loadWeek(companyId: string, weekEnding: string): Promise<IvmrWeekView> {
  const [tractors, approvals, timeZone, names] = await Promise.all([activeTractors(companyId), weekApprovals(companyId, weekEnding), companyZone(companyId), driverNames(companyId)]);
  const known = new Map(tractors.map((t) => [t.VehicleID, t]));
  for (const [VehicleID, item] of approvals) if (!known.has(VehicleID)) known.set(VehicleID, { VehicleID, Vin: '', Domicile: item.Domicile ?? '' });
  const list = [...known.values()].sort((a, b) => a.VehicleID.localeCompare(b.VehicleID));
  const weeks = await mapBounded(list, TRACTORS_AT_ONCE, (tractor) => currentWeek(companyId, tractor, approvals.get(tractor.VehicleID), weekEnding, timeZone, names));
  return { weekEnding, windowFirstDay: windowDays(weekEnding)[0]!, tractors: weeks, totalMiles: sumMiles(weeks.map((w) => w.miles)) };
}
