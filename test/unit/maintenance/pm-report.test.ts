import { describe, expect, it } from 'vitest';
import { pmReportRows, type PmReminder } from '#shared/maintenance/pm-report';

const row = (VehicleID: string, Domicile: string, state: PmReminder['state'], remainingMiles: number | null, isPM = true): PmReminder => ({
  VehicleID, Domicile, state, remainingMiles, isPM, programName: 'PM A', remainingDays: null, nextDueMiles: null, nextDueDate: null, LatestOdometer: null,
});

describe('PM service report', () => {
  it('lists PM reminders overdue, due or due soon, by domicile, overdue first, then miles left ascending', () => {
    const rows = pmReportRows([
      row('1', 'PHX', 'due-soon', 600), row('2', 'PHX', 'overdue', 200), row('3', 'ELP', 'due', 100), row('4', 'PHX', 'due', 150),
      row('5', 'PHX', 'overdue', -900), row('6', 'PHX', 'ok', 5000), row('7', 'PHX', 'unknown', null), row('8', 'PHX', 'overdue', -50, false),
    ]);
    expect(rows.map((r) => r.VehicleID)).toEqual(['3', '5', '2', '4', '1']);
  });
});
