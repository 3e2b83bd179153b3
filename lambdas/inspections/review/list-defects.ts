import { defectListQuery, monthsOfRange, rangeInstants } from '#shared/forms/review-api';
import type { DefectView } from '#shared/forms/review-views';
import { startOfLocalDay } from '#shared/fleet/zone';
import { todayIn } from '#shared/dates/time-zone';
import { inspectionDefectEntity } from '#lambdas/data/entities/inspection-defect';
import { maintenanceRecordEntity } from '#lambdas/data/entities/maintenance-record';
import { tractorEntity } from '#lambdas/data/entities/tractor';
import { companyRoute } from '#lambdas/http/route-handler';
import { defectView } from '#lambdas/inspections/defects/defect-view';
import { companyZone } from '#lambdas/data/company-zone';
import { imageLinks } from './review-images.ts';

const RECORD_ATTRIBUTES = ['id', 'VehicleID', 'ServiceDate', 'serviceType', 'ServiceProvider', 'ServiceNo', 'ServiceStatus'] as const;

/** The shop's maintenance in progress (this year's and last year's lists, as the maintenance list reads them). */
async function inProgressRecords(companyId: string, today: string) {
  const year = Number(today.slice(0, 4));
  const pages = await Promise.all([year, year - 1].map((y) =>
    maintenanceRecordEntity().query.byList({ companyId, listName: 'in-progress', year: String(y) }).go({ pages: 'all', attributes: [...RECORD_ATTRIBUTES] })));
  return pages.flatMap((p) => p.data);
}

/** Faults resolved in [startMs, endMs): only the months of the range are read, a partition each. */
async function resolvedBetween(companyId: string, range: { startMs: number; endMs: number }) {
  const from = new Date(range.startMs).toISOString(), to = new Date(range.endMs - 1).toISOString();
  const months = await Promise.all(monthsOfRange(range.startMs, range.endMs).map((resolvedMonth) =>
    inspectionDefectEntity().query.byResolvedMonth({ companyId, resolvedMonth }).between({ resolvedOn: from }, { resolvedOn: to }).go({ pages: 'all' })));
  return { data: months.flatMap((m) => m.data).filter((d) => d.state === 'resolved') };
}

/**
 * The repair queue by tractor: open and deferred faults (or resolved ones of a period), oldest first, with
 * each tractor's maintenance in progress; tractors held out of service come first.
 */
export const handler = companyRoute({ query: defectListQuery }, async ({ caller, query }) => {
  const { companyId } = caller;
  const zone = await companyZone(companyId);
  const range = query.from && query.to ? rangeInstants(query.from, query.to, (day) => startOfLocalDay(day, zone)) : undefined;
  const [lists, records, { data: tractors }] = await Promise.all([
    Promise.all(query.states.map((state) => (state === 'resolved' && range ? resolvedBetween(companyId, range) : inspectionDefectEntity().query.byState({ companyId, state }).go({ pages: 'all' })))),
    inProgressRecords(companyId, todayIn(zone)),
    tractorEntity().query.byVehicleId({ companyId }).go({ pages: 'all', attributes: ['VehicleID', 'serviceState', 'Domicile', 'outOfServiceByDefect'] }),
  ]);
  const defects = lists.flatMap((l) => l.data).map(defectView).sort((a, b) => a.completedAt.localeCompare(b.completedAt) || a.fieldId.localeCompare(b.fieldId));
  const byTractor = new Map<string, DefectView[]>();
  for (const d of defects) byTractor.set(d.VehicleID, [...(byTractor.get(d.VehicleID) ?? []), d]);
  const tractorOf = new Map(tractors.map((t) => [t.VehicleID, t]));
  const groups = [...byTractor].map(([VehicleID, list]) => {
    const t = tractorOf.get(VehicleID);
    return {
      VehicleID,
      Domicile: t?.Domicile ?? list[0]?.Domicile ?? '',
      serviceState: t?.serviceState ?? 'in-service',
      outOfService: list.some((d) => d.outOfService && d.state !== 'resolved'),
      defects: list,
      maintenanceInProgress: records.filter((r) => r.VehicleID === VehicleID),
    };
  });
  groups.sort((a, b) => Number(b.outOfService) - Number(a.outOfService) || a.defects[0]!.completedAt.localeCompare(b.defects[0]!.completedAt));
  const imageUrls = await imageLinks(companyId, defects.flatMap((d) => [...(d.photos ?? []), ...(d.resolutionImages ?? [])]));
  return { states: query.states, tractors: groups, imageUrls, totals: { tractors: groups.length, defects: defects.length, outOfService: groups.filter((g) => g.outOfService).length } };
});
