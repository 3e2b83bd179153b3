import { pointsCsv } from '#shared/reports/points-csv';
import type { RenderReport } from '#lambdas/reports/report-renderers';
import { readPointsSummary } from './points-table.ts';

/**
 * The Points Summary for a scheduled e-mail: the table as last uploaded, whatever the period (the
 * points table is one snapshot, refreshed by each upload, not a history of days).
 */
export const renderPointsSummary: RenderReport = async (companyId, period) => ({
  fileName: `points-summary-${period.to}.csv`,
  contentType: 'text/csv',
  body: new TextEncoder().encode(pointsCsv(await readPointsSummary(companyId))),
});
