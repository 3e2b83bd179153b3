import type { ReminderView } from '#shared/maintenance/api';
import type { ServiceReminderItem } from '#lambdas/data/entities/service-reminder';

export function reminderView(r: ServiceReminderItem): ReminderView {
  return {
    VehicleID: r.VehicleID, Domicile: r.Domicile ?? '', programId: r.programId, programName: r.programName ?? '', isPM: r.isPM ?? false, state: r.state,
    nextDueMiles: r.nextDueMiles ?? null, nextDueDate: r.nextDueDate ?? null, remainingMiles: r.remainingMiles ?? null,
    remainingDays: r.remainingDays ?? null, forecastDueDate: r.forecastDueDate ?? null, LatestOdometer: r.LatestOdometer ?? null, computedOn: r.computedOn,
  };
}
