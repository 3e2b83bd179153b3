import type { PmReportRow, ReminderState } from './api.ts';

/** The PM Service Report, "Leaving Soon" (fleet-rules): PM reminders overdue, due or due soon. */
const LISTED: ReadonlySet<ReminderState> = new Set(['overdue', 'due', 'due-soon']);

export interface PmReminder extends PmReportRow {
  isPM: boolean;
}

/** Grouped by domicile; within one, overdue first, then remaining miles ascending (none last), then tractor. */
export function pmReportRows(reminders: readonly PmReminder[]): PmReportRow[] {
  const miles = (r: PmReportRow) => r.remainingMiles ?? Number.POSITIVE_INFINITY;
  return reminders
    .filter((r) => r.isPM && LISTED.has(r.state))
    .map(({ isPM: _isPM, ...row }) => row)
    .sort((a, b) =>
      a.Domicile.localeCompare(b.Domicile)
      || Number(b.state === 'overdue') - Number(a.state === 'overdue')
      || miles(a) - miles(b)
      || a.VehicleID.localeCompare(b.VehicleID));
}
