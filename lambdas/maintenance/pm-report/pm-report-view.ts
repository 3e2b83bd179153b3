import type { PmReportView } from '#shared/maintenance/api';
import type { PmDailyReportItem } from '#lambdas/data/entities/pm-daily-report';

export function pmReportView(r: PmDailyReportItem): PmReportView {
  return {
    date: r.date,
    createdAt: r.createdAt,
    rows: (r.rows ?? []).map((row) => ({
      VehicleID: row.VehicleID, Domicile: row.Domicile, programName: row.programName, state: row.state,
      remainingMiles: row.remainingMiles ?? null, remainingDays: row.remainingDays ?? null, nextDueMiles: row.nextDueMiles ?? null,
      nextDueDate: row.nextDueDate ?? null, LatestOdometer: row.LatestOdometer ?? null,
    })),
  };
}
