import { toCsv } from '#shared/csv/write-csv';

/** Hours as the office reads them: 7:05 is seven hours and five minutes. */
export function hoursText(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

export interface HoursRow { DriverID: string; name: string; minutes: number[]; total: number }
export interface HoursTable { days: string[]; rows: HoursRow[]; dayTotals: number[]; total: number }

/**
 * The TIMEKEEPING report: minutes by driver × day of a week. Each row's total is the sum of its cells
 * and each day's total the sum of its column, so every total is the sum of what is shown beside it.
 */
export function hoursTable(days: readonly string[], drivers: ReadonlyArray<{ DriverID: string; name: string; days: Record<string, number> }>): HoursTable {
  const rows = drivers.map((d) => {
    const minutes = days.map((day) => d.days[day] ?? 0);
    return { DriverID: d.DriverID, name: d.name, minutes, total: minutes.reduce((a, b) => a + b, 0) };
  });
  const dayTotals = days.map((_, i) => rows.reduce((sum, r) => sum + r.minutes[i]!, 0));
  return { days: [...days], rows, dayTotals, total: dayTotals.reduce((a, b) => a + b, 0) };
}

/** The report as CSV: exactly the table's cells, its totals row last. */
export function hoursCsv(table: HoursTable, totalLabel: string): string {
  const header = ['Driver ID', 'Driver', ...table.days, 'Total'];
  const rows = table.rows.map((r) => [r.DriverID, r.name, ...r.minutes.map(hoursText), hoursText(r.total)]);
  rows.push(['', totalLabel, ...table.dayTotals.map(hoursText), hoursText(table.total)]);
  return toCsv(header, rows);
}
