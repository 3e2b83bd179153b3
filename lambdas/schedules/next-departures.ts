import type { PmReportView } from '#shared/maintenance/api';
import { nextDepartures } from '#shared/schedules/departures';
import { addDays, weekOf } from '#shared/schedules/week';
import { todayIn } from '#shared/dates/time-zone';
import { companyZone } from '#lambdas/data/company-zone';
import { loadWeek } from './entries.ts';

/**
 * The PM report with each tractor's next scheduled departure (fleet rules "Leaving Soon"). The report's
 * week and the next are read (two queries): a departure further out cannot be within 48 hours anyway,
 * so a tractor scheduled only later shows no departure.
 */
export async function withDepartures(companyId: string, report: PmReportView): Promise<PmReportView> {
  const timeZone = await companyZone(companyId);
  const at = Date.parse(report.createdAt);
  const week = weekOf(todayIn(timeZone, new Date(at)));
  const entries = (await Promise.all([loadWeek(companyId, week), loadWeek(companyId, addDays(week, 7))])).flat();
  const next = nextDepartures(entries.map((e) => ({ VehicleID: e.VehicleID, day: e.day, startTime: e.startTime, state: e.state })), at, timeZone);
  return { ...report, timeZone, rows: report.rows.map((r) => ({ ...r, nextDeparture: next.get(r.VehicleID)?.at ?? null, leavingSoon: next.get(r.VehicleID)?.leavingSoon ?? false })) };
}
