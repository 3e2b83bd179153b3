import { computeReminders, type Reminder } from '#shared/fleet/reminders';
import { worstPmStatus, type PmStatus } from '#shared/reports/mmr-month';
import type { ServiceProgramItem } from '#lambdas/data/entities/service-program';
import { programInput } from '#lambdas/maintenance/reminders/program-input';

export interface PmTractor { VehicleID: string; odometer: number | undefined }
export interface PmRecord { VehicleID: string; ServiceStatus: string; isPM?: boolean; serviceType?: string; ServiceDate: string; odometer?: number }

function detailOf(reminders: readonly Reminder[]): string {
  if (reminders.length === 0) return 'No PM program applies to this tractor.';
  return reminders.map((r) => {
    const parts = [r.nextDueMiles !== null ? `next at ${r.nextDueMiles.toLocaleString('en-US')} mi` : '', r.nextDueDate ? `by ${r.nextDueDate}` : ''].filter(Boolean);
    return `${r.programName ?? r.programId}: ${r.state}${parts.length ? ` (${parts.join(', ')})` : ''}`;
  }).join('; ');
}

/**
 * Each tractor's PM status on `day` (the month's last day, or today in the current month): the service
 * reminders' own rule (computeReminders) over the PM programs, the completed services up to that day and
 * the odometer at that day. A tractor without any odometer reading by then is judged on days alone.
 */
export function pmStatusesOn(day: string, tractors: readonly PmTractor[], programs: readonly ServiceProgramItem[], records: readonly PmRecord[], timeZone: string): Map<string, { status: PmStatus; detail: string }> {
  const pm = programs.filter((p) => p.isPM);
  const answer = new Map<string, { status: PmStatus; detail: string }>();
  const served = records.filter((r) => r.ServiceStatus === 'Completed' && r.ServiceDate <= day);
  for (const tractor of tractors) {
    const judged = tractor.odometer === undefined ? pm.filter((p) => p.intervalDays !== undefined && p.intervalDays > 0).map((p) => ({ ...p, intervalMiles: undefined })) : pm;
    if (judged.length === 0) {
      answer.set(tractor.VehicleID, { status: 'unknown', detail: pm.length === 0 ? 'No PM program.' : 'No odometer reading by the end of the month.' });
      continue;
    }
    const result = computeReminders({
      today: day, timeZone,
      tractors: [{ id: tractor.VehicleID, LatestOdometer: tractor.odometer ?? 0, odometerReadings: [] }],
      programs: judged.map(programInput),
      maintRecords: served.filter((r) => r.VehicleID === tractor.VehicleID).map((r) => ({ VehicleID: r.VehicleID, ServiceStatus: r.ServiceStatus, isPM: r.isPM ?? false, serviceType: r.serviceType ?? '', ServiceDate: r.ServiceDate, odometer: r.odometer })),
    });
    answer.set(tractor.VehicleID, { status: worstPmStatus(result.reminders.map((r) => r.state)), detail: detailOf(result.reminders) });
  }
  return answer;
}
