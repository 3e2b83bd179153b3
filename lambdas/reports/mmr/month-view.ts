import { mmrTotals } from '#shared/reports/mmr-month';
import type { MmrMonthView, MmrRecordView } from '#shared/reports/mmr-api';
import type { MmrRecordItem } from '#lambdas/data/entities/mmr-record';
import type { MmrReportItem } from '#lambdas/data/entities/mmr-report';

export function recordView(r: MmrRecordItem): MmrRecordView {
  return {
    VehicleID: r.VehicleID, Month: r.Month, Vin: r.Vin ?? '', Domicile: r.Domicile ?? '', Make: r.Make ?? '', Model: r.Model ?? '', Year: r.Year ?? null,
    services: r.services ?? [], servicesCount: r.servicesCount ?? 0, partsTotal: r.partsTotal ?? 0, laborTotal: r.laborTotal ?? 0, totalCost: r.totalCost ?? 0,
    pmStatus: r.pmStatus, pmDetail: r.pmDetail ?? '',
    odometerStart: r.odometerStart ?? null, odometerEnd: r.odometerEnd ?? null, miles: r.miles ?? null, builtOn: r.builtOn,
  };
}

/** The month as the panel shows it: its rows and totals that are the sums of those rows. */
export function monthView(month: string, records: readonly MmrRecordItem[], report: MmrReportItem | null): MmrMonthView {
  const rows = records.map(recordView).sort((a, b) => a.VehicleID.localeCompare(b.VehicleID));
  return {
    month, built: records.length > 0 || report !== null, builtOn: report?.builtOn ?? null, builtBy: report?.builtBy ?? null,
    records: rows, totals: mmrTotals(rows),
  };
}
