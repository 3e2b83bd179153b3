import { toCsv } from '#shared/csv/write-csv';
import type { PointsSummary } from './points-summary.ts';

/** The Points Summary as a CSV: the rows shown, in the screen's order, and the average as the last line. */
export function pointsCsv(summary: PointsSummary): string {
  const metricNames = [...new Set(summary.rows.flatMap((r) => r.metrics.map((m) => m.name)))];
  const rows = summary.rows.map((r) => [
    r.id, r.name, r.availability, r.updatedOn, r.refreshedOnText, r.reportUrl,
    ...metricNames.map((name) => r.metrics.find((m) => m.name === name)?.value),
  ]);
  const average = ['Average', '', summary.averageAvailability ?? undefined];
  return toCsv(['id', 'name', 'Availability_%', 'updatedOn', 'refreshedOnText', 'reportUrl', ...metricNames], [...rows, average]);
}
