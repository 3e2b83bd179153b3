import { buildMmrMonth, monthBounds, monthYearId, mmrTotals, odometerAtMonthEnd, type MmrDayMileage } from '#shared/reports/mmr-month';
import { addDaysIso } from '#shared/maintenance/service-dates';
import { todayIn } from '#shared/dates/time-zone';
import { companyZone } from '#lambdas/data/company-zone';
import { batchDelete, batchPut } from '#lambdas/data/batch';
import { maintenanceRecordEntity, type MaintenanceRecordItem } from '#lambdas/data/entities/maintenance-record';
import { mmrRecordEntity, type MmrRecordItem } from '#lambdas/data/entities/mmr-record';
import { mmrReportEntity, type MmrReportItem } from '#lambdas/data/entities/mmr-report';
import { serviceProgramEntity } from '#lambdas/data/entities/service-program';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { tractorDayMileageEntity } from '#lambdas/data/entities/tractor-day-mileage';
import { pmStatusesOn } from './pm-status.ts';

/** The month's maintenance records of both lists (in progress and completed), by service day. */
async function monthRecords(companyId: string, month: string): Promise<MaintenanceRecordItem[]> {
  const year = month.slice(0, 4);
  const lists = await Promise.all((['in-progress', 'completed'] as const).map((listName) =>
    maintenanceRecordEntity().query.byList({ companyId, listName, year }).begins({ ServiceDate: month }).go({ pages: 'all' })));
  return lists.flatMap((l) => l.data);
}

/** A tractor's completed records up to a day (voided ones served nothing), for its PM reminders. */
async function servedRecords(companyId: string, VehicleID: string, day: string) {
  const { data } = await maintenanceRecordEntity().query.byVehicle({ companyId, VehicleID }).lt({ ServiceDate: addDaysIso(day, 1) })
    .where((attr, { eq, notExists }) => `${eq(attr.ServiceStatus, 'Completed')} AND ${notExists(attr.voidedAt)}`)
    .go({ pages: 'all', attributes: ['VehicleID', 'ServiceStatus', 'isPM', 'serviceType', 'ServiceDate', 'odometer'] });
  return data;
}

/** The latest odometer the feed read on or before a day, for a tractor without a reading in the month. */
async function odometerBefore(companyId: string, VehicleID: string, day: string): Promise<number | undefined> {
  const { data } = await tractorDayMileageEntity().query.byTractor({ companyId, VehicleID }).lt({ date: addDaysIso(day, 1) })
    .go({ order: 'desc', limit: 10, attributes: ['odoStop', 'odoStart'] });
  const found = data.find((d) => typeof d.odoStop === 'number' || typeof d.odoStart === 'number');
  return found?.odoStop ?? found?.odoStart;
}

/** Whether a YYYY-MM month has begun in the company's calendar. */
export function isFutureMonth(month: string, timeZone: string, now: number = Date.now()): boolean {
  return month > todayIn(timeZone, now).slice(0, 7);
}

/**
 * Builds (or rebuilds) every active tractor's MMR record of the month and the month's MMRReports item;
 * records of tractors no longer active are removed so the month shows exactly the active fleet.
 */
export interface DayMileageRow extends MmrDayMileage { VehicleID: string }

export interface BuildOptions {
  now?: number;
  /** The month's day mileage when the caller holds it (the demo seed, before the feed's history is stored); read from the table otherwise. */
  dayMileage?: readonly DayMileageRow[];
}

export async function buildMmrRecords(companyId: string, month: string, builtBy: string, opts: BuildOptions = {}): Promise<{ records: MmrRecordItem[]; report: MmrReportItem }> {
  const now = opts.now ?? Date.now();
  const { last } = monthBounds(month);
  const timeZone = await companyZone(companyId, now);
  const today = todayIn(timeZone, now);
  const judgedOn = last < today ? last : today;
  const [{ data: tractors }, records, { data: days }, { data: programs }, { data: before }] = await Promise.all([
    tractorEntity().query.byVehicleId({ companyId }).go({ pages: 'all' }),
    monthRecords(companyId, month),
    opts.dayMileage ? { data: opts.dayMileage } : tractorDayMileageEntity().query.byMonth({ companyId, month }).go({ pages: 'all', attributes: ['VehicleID', 'date', 'miles', 'odoStart', 'odoStop'] }),
    serviceProgramEntity().query.byProgram({ companyId }).go({ pages: 'all' }),
    mmrRecordEntity().query.byMonth({ companyId, Month: month }).go({ pages: 'all', attributes: ['VehicleID'] }),
  ]);
  const active = tractors.filter((t) => t.Active !== false).sort((a, b) => a.VehicleID.localeCompare(b.VehicleID));
  const daysOf = new Map<string, MmrDayMileage[]>();
  for (const d of days) daysOf.set(d.VehicleID, [...(daysOf.get(d.VehicleID) ?? []), d]);
  const figures = active.map((t) => buildMmrMonth(month, records.filter((r) => r.VehicleID === t.VehicleID), daysOf.get(t.VehicleID) ?? []));
  const odometers = await Promise.all(active.map(async (t, i) => odometerAtMonthEnd(figures[i]!, figures[i]!.odometerEnd === null ? await odometerBefore(companyId, t.VehicleID, judgedOn) : undefined)));
  const hasPm = programs.some((p) => p.isPM);
  const served = hasPm ? (await Promise.all(active.map((t) => servedRecords(companyId, t.VehicleID, judgedOn)))).flat() : [];
  const pm = pmStatusesOn(judgedOn, active.map((t, i) => ({ VehicleID: t.VehicleID, odometer: odometers[i] })), programs, served, timeZone);
  const builtOn = new Date(now).toISOString();
  const items: MmrRecordItem[] = active.map((t, i) => {
    const f = figures[i]!;
    const status = pm.get(t.VehicleID)!;
    return {
      companyId, Month: month, VehicleID: t.VehicleID, Vin: t.Vin ?? '', Domicile: t.Domicile ?? '', Make: t.Make ?? '', Model: t.Model ?? '',
      ...(typeof t.Year === 'number' ? { Year: t.Year } : {}),
      services: f.services, servicesCount: f.servicesCount, partsTotal: f.partsTotal, laborTotal: f.laborTotal, totalCost: f.totalCost,
      pmStatus: status.status, pmDetail: status.detail,
      ...(f.odometerStart !== null ? { odometerStart: f.odometerStart } : {}),
      ...(f.odometerEnd !== null ? { odometerEnd: f.odometerEnd } : {}),
      ...(f.miles !== null ? { miles: f.miles } : {}),
      builtOn,
    };
  });
  await batchPut(mmrRecordEntity(), items);
  const kept = new Set(items.map((r) => r.VehicleID));
  await batchDelete(mmrRecordEntity(), before.filter((r) => !kept.has(r.VehicleID)).map((r) => ({ companyId, Month: month, VehicleID: r.VehicleID })));
  const totals = mmrTotals(figures);
  const report: MmrReportItem = {
    companyId, Month: month, id: monthYearId(month), tractorCount: items.length, servicesCount: totals.servicesCount, totalCost: totals.totalCost, builtOn, builtBy,
  };
  // A rebuild replaces the month's item, so a batch or zip of the earlier build is no longer named as current.
  await mmrReportEntity().put(report).go();
  return { records: items, report };
}

/** The month's records as stored, by VehicleID. */
export async function mmrRecordsOf(companyId: string, month: string): Promise<MmrRecordItem[]> {
  const { data } = await mmrRecordEntity().query.byMonth({ companyId, Month: month }).go({ pages: 'all' });
  return data;
}
