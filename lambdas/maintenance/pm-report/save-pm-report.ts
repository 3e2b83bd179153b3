import { pmReportRows } from '#shared/maintenance/pm-report';
import { companyToday } from '#lambdas/data/company-zone';
import { pmDailyReportEntity, type PmDailyReportItem } from '#lambdas/data/entities/pm-daily-report';
import { serviceReminderEntity } from '#lambdas/data/entities/service-reminder';
import { recomputeRemindersFor } from '#lambdas/maintenance/reminders/recompute-reminders';

/**
 * Recomputes every reminder (days move every day) and stores today's PM report; run again the same day,
 * it replaces that day's report.
 */
export async function savePmReport(companyId: string, now: number = Date.now()): Promise<PmDailyReportItem> {
  await recomputeRemindersFor(companyId, undefined, now);
  const { data } = await serviceReminderEntity().query.byVehicle({ companyId }).go({ pages: 'all' });
  const rows = pmReportRows(data.map((r) => ({
    VehicleID: r.VehicleID, Domicile: r.Domicile ?? '', programName: r.programName ?? '', isPM: r.isPM ?? false, state: r.state,
    remainingMiles: r.remainingMiles ?? null, remainingDays: r.remainingDays ?? null, nextDueMiles: r.nextDueMiles ?? null,
    nextDueDate: r.nextDueDate ?? null, LatestOdometer: r.LatestOdometer ?? null,
  })));
  const date = await companyToday(companyId, now);
  const item = {
    companyId, year: date.slice(0, 4), date, createdAt: new Date(now).toISOString(),
    rows: rows.map((r) => Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null)) as NonNullable<PmDailyReportItem['rows']>[number]),
  };
  await pmDailyReportEntity().put(item).go();
  return item as PmDailyReportItem;
}
