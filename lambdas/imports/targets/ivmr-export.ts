import type { CsvCell } from '#shared/csv/write-csv';
import type { LedgerChange } from '#lambdas/imports/pipeline/target';

/** The IVMR file's own columns (shared/imports/types/ivmr.ts), so an export imports again as it is. */
export const IVMR_EXPORT_COLUMNS = ['WeekEnding', 'VehicleID', 'Date', 'State', 'OdoStart', 'OdoStop', 'Miles', 'Domicile', 'DrivenBy'] as const;

/** The batch's IVMR days as the file had them (one line a day), from the items the batch wrote. */
export function ivmrExportRows(changes: readonly LedgerChange[]): CsvCell[][] {
  const lines: CsvCell[][] = [[...IVMR_EXPORT_COLUMNS]];
  for (const { after } of changes) {
    const days = (after.ivmrRows ?? []) as { date: string; state: string; odoStart: number; odoStop: number; miles: number }[];
    for (const d of days) {
      lines.push([String(after.WeekEnding), String(after.VehicleID), d.date, d.state, d.odoStart, d.odoStop, d.miles, String(after.Domicile ?? ''), ((after.drivenBy ?? []) as string[]).join('/')]);
    }
  }
  return lines;
}
